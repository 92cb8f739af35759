import { type ReactNode, useState } from 'react';
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

/** A 44 px button showing what it does to the piece (turn or flip), named in words for screen readers and on hover. */
function ShapeButton({
  label,
  disabled,
  onClick,
  testId,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button
      variant="outlined"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
      sx={{ minWidth: 44, minHeight: 44, px: 1 }}
    >
      <Box
        component="svg"
        viewBox="0 0 24 24"
        aria-hidden
        sx={{
          width: 24,
          height: 24,
          fill: 'none',
          stroke: 'currentColor',
          strokeWidth: 2,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
        }}
      >
        {children}
      </Box>
    </Button>
  );
}

/**
 * Turn and flip the piece in hand (icon buttons, so that the row fits a phone), place it, or end
 * the colour for good (after a confirmation).
 */
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
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center', alignItems: 'center' }}>
      <ShapeButton label={t('controls.rotateLeft')} disabled={!pieceChosen} onClick={() => onTurn(-1)} testId="rotate-left">
        <path d="M9 5 5 9l4 4M5 9h9a5 5 0 0 1 0 10h-3" />
      </ShapeButton>
      <ShapeButton label={t('controls.rotateRight')} disabled={!pieceChosen} onClick={() => onTurn(1)} testId="rotate-right">
        <path d="m15 5 4 4-4 4M19 9h-9a5 5 0 0 0 0 10h3" />
      </ShapeButton>
      <ShapeButton label={t('controls.flip')} disabled={!pieceChosen} onClick={onFlip} testId="flip">
        <path d="M12 3v18M9 7 4 12l5 5M15 7l5 5-5 5" />
      </ShapeButton>
      <Button variant="contained" disabled={!canPlace} onClick={onPlace} data-testid="place" sx={{ minHeight: 44 }}>
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
