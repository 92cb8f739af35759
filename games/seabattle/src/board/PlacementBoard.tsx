import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import type { Ship } from '../types';
import { cellName } from '../coordinates';
import { OceanGrid, type CellLook } from './OceanGrid';
import { SHIP_NAMES } from '../shipNames';
import { ShipBar } from './ShipBar';
import type { Translate } from './texts';
import { overlapsAny, usePlacements } from './usePlacements';

export interface PlacementBoardProps {
  t: Translate;
  /** A mouse or trackpad points (see useFinePointer): "click" and the keyboard help, else "tap" and none. */
  finePointer: boolean;
  /** Sends the fleet; the board then waits for the opponent. */
  onDone: (ships: Ship[]) => void;
  random?: () => number;
}

/** Laying out one's fleet: drag, turn or move the ships with the keyboard, draw a random layout, then Done. */
export function PlacementBoard({ t, finePointer, onDone, random }: PlacementBoardProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const { placements, overlaps, fleet, moveTo, moveBy, rotate, shuffle } = usePlacements(random);
  const looks: CellLook[] = Array.from({ length: 100 }, (_, cell) => ({
    ship: false,
    sunk: false,
    shot: null,
    last: false,
    playable: false,
    invalid: overlaps.has(cell),
  }));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, width: '100%' }}>
      <Typography variant="body1" component="p" sx={{ textAlign: 'center' }}>
        {t(finePointer ? 'placement.hintClick' : 'placement.hintTap')}
      </Typography>
      {finePointer && (
        <Typography variant="body2" component="p" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('placement.keyboardHint')}
        </Typography>
      )}
      <OceanGrid
        label={t('placement.label')}
        testIdPrefix="placement"
        looks={looks}
        labelOf={(cell) => cellName(cell)}
        gridRef={gridRef}
      >
        {placements.map((placement, index) => (
          <ShipBar
            key={SHIP_NAMES[index]}
            index={index}
            placement={placement}
            invalid={overlapsAny(placement, overlaps)}
            label={t('placement.ship', {
              name: t(`ships.${SHIP_NAMES[index]}`),
              length: placement.length,
              cell: cellName(placement.start),
              direction: t(placement.vertical ? 'placement.vertical' : 'placement.horizontal'),
            })}
            gridRef={gridRef}
            moveTo={(row, column) => moveTo(index, row, column)}
            moveBy={(rows, columns) => moveBy(index, rows, columns)}
            rotate={() => rotate(index)}
          />
        ))}
      </OceanGrid>
      <Box role="alert" data-testid="placement-status" sx={{ minHeight: '1.75rem' }}>
        {!fleet && (
          <Typography sx={{ color: 'error.light', fontWeight: 700, letterSpacing: 1 }}>{t('placement.invalid')}</Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button variant="outlined" data-testid="random-fleet" onClick={shuffle}>
          {t('placement.random')}
        </Button>
        <Button variant="contained" data-testid="fleet-done" disabled={!fleet} onClick={() => fleet && onDone(fleet)}>
          {t('placement.done')}
        </Button>
      </Box>
    </Box>
  );
}
