import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { GAME_KIT_NAMESPACE } from './namespace';

/** What to ask before an action that ends or abandons a game. */
export interface Confirmation {
  title: string;
  text: string;
  /** The button that does it ("New game"). */
  confirmLabel: string;
}

export interface ConfirmDialogProps extends Confirmation {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks once more; "Keep playing" is the default, so a stray tap or Enter loses nothing. */
export function ConfirmDialog({ open, title, text, confirmLabel, onCancel, onConfirm }: ConfirmDialogProps) {
  const { t } = useTranslation(GAME_KIT_NAMESPACE);
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="confirm-title" aria-describedby="confirm-text">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('confirm.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} data-testid="confirm-action">
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
