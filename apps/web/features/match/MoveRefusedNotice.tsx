import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';

/** How long the notice stays when nobody taps it. */
export const MOVE_REFUSED_MS = 5000;

export interface MoveRefusedNoticeProps {
  /** How many of the player's moves the game server has refused so far: each new one shows the notice again. */
  refusals: number;
}

/** "That move was not accepted…", after the game server refused a move; goes away by itself or on a tap. */
export function MoveRefusedNotice({ refusals }: MoveRefusedNoticeProps) {
  const { t } = useTranslation('online');
  const [closedAt, setClosedAt] = useState(refusals);
  const close = () => setClosedAt(refusals);
  // A tap elsewhere (most likely the player's next move) leaves it to its timer.
  const onClose = (_event: unknown, reason: SnackbarCloseReason) => {
    if (reason !== 'clickaway') close();
  };
  return (
    <Snackbar
      // A new refusal while the notice is up starts its time again.
      key={refusals}
      open={refusals > closedAt}
      autoHideDuration={MOVE_REFUSED_MS}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="info" role="alert" data-testid="move-refused" onClick={close} sx={{ boxShadow: 6, cursor: 'pointer' }}>
        {t('match.moveRefused')}
      </Alert>
    </Snackbar>
  );
}
