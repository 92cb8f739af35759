import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { ReactNode, Ref } from 'react';
import { useGridNavigation, type GridCellProps } from '@tabula/game-kit/ui';
import type { ShotResult } from '../types';
import { FOCUS, HIT, INVALID, LAST_SHOT, MISS, PLAYABLE, SEA, SEA_LINES, SHIP, SHIP_EDGE, SUNK_SHIP } from './colours';
import { COLUMN_NAMES, GRID_ROWS, ROW_NAMES } from '../coordinates';

export interface CellLook {
  /** A ship of the grid's owner lies here, as far as the viewer can see. */
  ship: boolean;
  sunk: boolean;
  shot: ShotResult | null;
  last: boolean;
  /** The viewer may fire here now. */
  playable: boolean;
  /** Two ships overlap here (placing). */
  invalid: boolean;
}

export interface OceanGridProps {
  label: string;
  /** Cells get the test id `${testIdPrefix}-cell-${cell}`. */
  testIdPrefix: string;
  looks: CellLook[];
  labelOf: (cell: number) => string;
  /** Given, the cells are buttons that fire (arrow keys move between them); otherwise they are plain. */
  onFire?: (cell: number) => void;
  /** Drawn over the cells: the ships being placed. */
  children?: ReactNode;
  gridRef?: Ref<HTMLDivElement>;
}

function background(look: CellLook): string {
  if (look.invalid) return INVALID;
  if (look.sunk) return SUNK_SHIP;
  if (look.ship) return SHIP;
  return look.playable ? PLAYABLE : 'transparent';
}

function ShotMark({ shot }: { shot: ShotResult }) {
  if (shot === 'miss') {
    return <Box sx={{ width: '28%', height: '28%', borderRadius: '50%', bgcolor: MISS }} />;
  }
  return (
    <Box component="svg" viewBox="0 0 10 10" aria-hidden sx={{ width: '70%', height: '70%' }}>
      <path d="M2 2 L8 8 M8 2 L2 8" stroke={HIT} strokeWidth={2} strokeLinecap="round" />
    </Box>
  );
}

const cellSx = (look: CellLook) => ({
  width: '100%',
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  bgcolor: background(look),
  boxShadow: look.ship || look.sunk ? `inset 0 0 0 1px ${SHIP_EDGE}` : `inset 0 0 0 0.5px ${SEA_LINES}`,
  outline: look.last ? `3px solid ${LAST_SHOT}` : 'none',
  outlineOffset: '-3px',
  cursor: look.playable ? 'crosshair' : 'default',
  '&:focus-visible': { outline: `3px solid ${FOCUS}`, outlineOffset: '-3px' },
  '@media (hover: hover)': look.playable ? { '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.28)' } } : {},
});

function GridCell({
  cell,
  look,
  label,
  testId,
  navigation,
  onFire,
}: {
  cell: number;
  look: CellLook;
  label: string;
  testId: string;
  navigation: GridCellProps | null;
  onFire?: (cell: number) => void;
}) {
  const data = {
    'data-testid': testId,
    'data-shot': look.shot ?? undefined,
    'data-ship': look.ship || look.sunk || undefined,
    'data-last': look.last || undefined,
  };
  if (!onFire || !navigation) {
    return (
      <Box role="gridcell" aria-label={label} {...data} sx={cellSx(look)}>
        {look.shot && <ShotMark shot={look.shot} />}
      </Box>
    );
  }
  const { ref, ...keys } = navigation;
  return (
    <Box role="gridcell" sx={{ display: 'flex' }}>
      <ButtonBase
        ref={ref}
        {...keys}
        {...data}
        aria-label={label}
        aria-disabled={!look.playable}
        data-playable={look.playable || undefined}
        onClick={() => look.playable && onFire(cell)}
        sx={cellSx(look)}
      >
        {look.shot && <ShotMark shot={look.shot} />}
      </ButtonBase>
    </Box>
  );
}

/** The letters over the columns and the numbers beside the rows, as the shots are named ("H8"). */
function AxisLabels({ names, direction }: { names: string[]; direction: 'row' | 'column' }) {
  return (
    <Box
      aria-hidden
      data-testid={`${direction === 'row' ? 'column' : 'row'}-labels`}
      sx={{
        display: 'grid',
        [direction === 'row' ? 'gridTemplateColumns' : 'gridTemplateRows']: `repeat(${names.length}, minmax(0, 1fr))`,
        color: 'text.secondary',
        fontSize: '0.7rem',
        fontWeight: 600,
        lineHeight: 1,
        textAlign: 'center',
        userSelect: 'none',
      }}
    >
      {names.map((name) => (
        <Box key={name} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          {name}
        </Box>
      ))}
    </Box>
  );
}

/**
 * A 10x10 sea with A-J over the columns and 1-10 beside the rows: ships, shots and the last shot;
 * with `onFire`, a target to click or to move over with the arrow keys. It takes the width it is
 * given, up to 440 px.
 */
export function OceanGrid({ label, testIdPrefix, looks, labelOf, onFire, children, gridRef }: OceanGridProps) {
  const navigation = useGridNavigation({ layout: GRID_ROWS, roving: true, initial: 0 });
  // The ships being placed lie over the grid, beside it in the tree: a grid holds only its rows.
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '1.1rem minmax(0, 1fr)',
        gridTemplateRows: '1.1rem auto',
        width: 'min(100%, 440px)',
      }}
    >
      <Box />
      <AxisLabels names={COLUMN_NAMES} direction="row" />
      <AxisLabels names={ROW_NAMES} direction="column" />
      <Box
        ref={gridRef}
        sx={{
          position: 'relative',
          width: '100%',
          aspectRatio: '1',
          bgcolor: SEA,
          borderRadius: 1,
          overflow: 'hidden',
          touchAction: 'manipulation',
          userSelect: 'none',
        }}
      >
        <Box
          role="grid"
          aria-label={label}
          data-testid={`${testIdPrefix}-grid`}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(10, minmax(0, 1fr))',
            gridTemplateRows: 'repeat(10, minmax(0, 1fr))',
            width: '100%',
            height: '100%',
          }}
        >
          {GRID_ROWS.map((row, r) => (
            <Box role="row" key={row[0]} sx={{ display: 'contents' }}>
              {row.map((cell, c) => (
                <GridCell
                  key={cell}
                  cell={cell}
                  look={looks[cell]!}
                  label={labelOf(cell)}
                  testId={`${testIdPrefix}-cell-${cell}`}
                  navigation={onFire ? navigation.cellProps(r, c) : null}
                  onFire={onFire}
                />
              ))}
            </Box>
          ))}
        </Box>
        {children}
      </Box>
    </Box>
  );
}
