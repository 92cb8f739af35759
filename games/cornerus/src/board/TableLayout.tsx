import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** From this width of the board's column on, the tray stands beside the board instead of below it. */
const SIDE_BY_SIDE = 600;

/**
 * The board and what the player chooses from. Where there is room (a desktop), the board on the
 * left and, on its right, the colours, the status, the controls and the piece tray, so choosing a
 * piece and placing it need no scrolling; the board is kept within the window's height. In a narrow
 * column (a phone), the colours, the board, then the status, controls and tray below it.
 * It follows the width it is given (a container query), not the window's.
 */
export function TableLayout({ panel, board, side }: { panel: ReactNode; board: ReactNode; side: ReactNode }) {
  return (
    <Box sx={{ containerType: 'inline-size', width: '100%' }}>
      <Box
        data-testid="cornerus-table"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gridTemplateAreas: '"panel" "board" "side"',
          justifyItems: 'center',
          rowGap: 1,
          [`@container (min-width: ${SIDE_BY_SIDE}px)`]: {
            gridTemplateColumns: 'minmax(0, 3fr) minmax(240px, 2fr)',
            maxWidth: 1060,
            mx: 'auto',
            gridTemplateRows: 'auto 1fr',
            gridTemplateAreas: '"board panel" "board side"',
            justifyContent: 'center',
            alignItems: 'start',
            columnGap: 3,
          },
        }}
      >
        <Box sx={{ gridArea: 'panel', width: '100%', display: 'flex', justifyContent: 'center' }}>{panel}</Box>
        <Box
          sx={{
            gridArea: 'board',
            width: '100%',
            display: 'flex',
            justifyContent: 'center',
            [`@container (min-width: ${SIDE_BY_SIDE}px)`]: {
              // Within the first screen: the window less the site's header and the status above.
              maxWidth: 'max(320px, calc(100svh - 190px))',
            },
          }}
        >
          {board}
        </Box>
        <Box
          sx={{
            gridArea: 'side',
            width: '100%',
            maxWidth: 520,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 1,
          }}
        >
          {side}
        </Box>
      </Box>
    </Box>
  );
}
