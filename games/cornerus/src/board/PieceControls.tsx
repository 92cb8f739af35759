import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Translate } from './texts';

export interface PieceControlsProps {
  colourName: string;
  pieceChosen: boolean;
  canPlace: boolean;
  onTurn: (quarters: 1 | -1) => void;
  onFlip: () => void;
  onPlace: () => void;
  onEndColour: () => void;
  t: Translate;
}

/** Turn and flip the piece in hand, place it, or end the colour for good (after a confirmation). */
export function PieceControls({
  colourName,
  pieceChosen,
  canPlace,
  onTurn,
  onFlip,
  onPlace,
  onEndColour,
  t,
}: PieceControlsProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
      <Button variant="outlined" size="small" disabled={!pieceChosen} onClick={() => onTurn(-1)} data-testid="rotate-left">
        {t('controls.rotateLeft')}
      </Button>
      <Button variant="outlined" size="small" disabled={!pieceChosen} onClick={() => onTurn(1)} data-testid="rotate-right">
        {t('controls.rotateRight')}
      </Button>
      <Button variant="outlined" size="small" disabled={!pieceChosen} onClick={onFlip} data-testid="flip">
        {t('controls.flip')}
      </Button>
      <Button variant="contained" size="small" disabled={!canPlace} onClick={onPlace} data-testid="place">
        {t('controls.place')}
      </Button>
      <Button variant="text" size="small" color="warning" onClick={() => setConfirming(true)} data-testid="end-colour">
        {t('controls.endColour', { colour: colourName })}
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="cornerus-end-title">
        <DialogTitle id="cornerus-end-title">{t('controls.endTitle', { colour: colourName })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('controls.endExplain', { colour: colourName })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('controls.cancel')}</Button>
          <Button
            color="warning"
            data-testid="confirm-end-colour"
            onClick={() => {
              setConfirming(false);
              onEndColour();
            }}
          >
            {t('controls.confirmEnd', { colour: colourName })}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
