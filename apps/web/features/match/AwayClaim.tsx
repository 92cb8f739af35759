import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { ResignationEffect } from '@tabula/game-kit';

export interface AwayClaimProps {
  /** The away player the match waits on. */
  name: string;
  /** What that seat's resignation does now: the button and the question say it. */
  effect: ResignationEffect;
  busy: boolean;
  onConfirm: () => void;
}

/**
 * For the others, in a game without a computer player, when the match waits on an away seat:
 * "Claim the win" with two players, "Go on without Ana" or "End the match" with more; asked first.
 */
export function AwayClaim({ name, effect, busy, onConfirm }: AwayClaimProps) {
  const { t } = useTranslation('online');
  const [asking, setAsking] = useState(false);
  const confirm = () => {
    setAsking(false);
    onConfirm();
  };
  return (
    <>
      <Alert
        severity="info"
        sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}
        data-testid="away-claim"
        action={
          <Button color="inherit" variant="outlined" size="small" disabled={busy} onClick={() => setAsking(true)}>
            {t(`match.claim.button.${effect}`, { name })}
          </Button>
        }
      >
        {t('match.claim.waiting', { name })}
      </Alert>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        aria-labelledby="away-claim-title"
        aria-describedby="away-claim-text"
      >
        <DialogTitle id="away-claim-title">{t(`match.claim.title.${effect}`, { name })}</DialogTitle>
        <DialogContent>
          <DialogContentText id="away-claim-text">{t(`match.claim.text.${effect}`, { name })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{t('match.claim.cancel')}</Button>
          <Button variant="contained" color="error" onClick={confirm}>
            {t(`match.claim.button.${effect}`, { name })}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
