import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import OutlinedFlag from '@mui/icons-material/OutlinedFlag';
import { useTranslation } from 'react-i18next';
import type { ResignationEffect } from '../resignation';
import { GAME_KIT_NAMESPACE } from './namespace';

export interface ResignButtonProps {
  onResign: () => void;
  /** What conceding does now, as `resignationEffect` tells; the dialog says it. */
  effect?: ResignationEffect;
}

/** The game-kit text key that says what resigning does now. */
export const RESIGN_EFFECT_TEXT: Record<ResignationEffect, string> = {
  otherWins: 'resign.text',
  othersShareWin: 'resign.othersShareWin',
  seatLeaves: 'resign.seatLeaves',
};

/** "Resign", asked once more before the game is conceded. */
export function ResignButton({ onResign, effect = 'otherWins' }: ResignButtonProps) {
  const { t } = useTranslation(GAME_KIT_NAMESPACE);
  const [asking, setAsking] = useState(false);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        startIcon={<OutlinedFlag />}
        onClick={() => setAsking(true)}
        data-testid="resign"
      >
        {t('resign.button')}
      </Button>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="resign-title" aria-describedby="resign-text">
        <DialogTitle id="resign-title">{t('resign.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="resign-text">{t(RESIGN_EFFECT_TEXT[effect])}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)} autoFocus>
            {t('resign.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setAsking(false);
              onResign();
            }}
            data-testid="resign-confirm"
          >
            {t('resign.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
