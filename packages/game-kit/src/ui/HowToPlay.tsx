import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { GAME_KIT_NAMESPACE } from './namespace';

export interface HowToPlayDialogProps {
  open: boolean;
  onClose: () => void;
  /** The game's name in the reader's language. */
  gameName: string;
  /** The game's locale namespace (its code): the rules are its `instructions.text`. */
  gameNamespace: string;
}

/** The game's rules over the table, so a player reads them without leaving the match (full screen on a phone). */
export function HowToPlayDialog({ open, onClose, gameName, gameNamespace }: HowToPlayDialogProps) {
  const { t } = useTranslation([GAME_KIT_NAMESPACE, gameNamespace]);
  const text = t('instructions.text', { ns: gameNamespace, defaultValue: '' });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="how-to-play-title" scroll="paper" fullWidth maxWidth="md">
      <DialogTitle id="how-to-play-title">{t('howToPlay.title', { name: gameName })}</DialogTitle>
      <DialogContent dividers data-testid="how-to-play">
        {text.split(/\n\s*\n/).map((paragraph, index) => (
          <Typography key={index} sx={{ mb: 1.5, whiteSpace: 'pre-line' }}>
            {paragraph}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('howToPlay.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
