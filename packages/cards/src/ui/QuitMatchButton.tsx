import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARDS_NAMESPACE } from './namespace';

export interface QuitMatchButtonProps {
  /** Ends the match, once the player confirmed. */
  onQuit: () => void;
}

/** "Quit game" at a round end, which asks first: quitting ends the match for everybody at the table. */
export function QuitMatchButton({ onQuit }: QuitMatchButtonProps) {
  const { t } = useTranslation(CARDS_NAMESPACE);
  const [asking, setAsking] = useState(false);
  const titleId = useId();
  const textId = useId();
  return (
    <>
      <Button variant="outlined" color="inherit" onClick={() => setAsking(true)}>
        {t('quit.button')}
      </Button>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={titleId} aria-describedby={textId}>
        <DialogTitle id={titleId}>{t('quit.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{t('quit.text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => setAsking(false)}>
            {t('quit.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setAsking(false);
              onQuit();
            }}
          >
            {t('quit.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
