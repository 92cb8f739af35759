import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PlayerInfo } from '@tabula/game-kit';
import { nameOf } from '@tabula/game-kit/ui';
import type { Seat } from '../types';
import { SEAT_COLOURS } from './colours';
import type { Translate } from './texts';

const SEATS: Seat[] = ['0', '1'];

export interface PlayerLegendProps {
  players: PlayerInfo[];
  /** The player to move, underlined; null once the game is over. */
  current: Seat | null;
  /** Pieces each seat still has to place; left out once all are on the wheel. */
  toPlace?: Record<Seat, number>;
  t: Translate;
}

/** Which colour each player has, who is on turn and, while placing, how many pieces each has left. */
export function PlayerLegend({ players, current, toPlace, t }: PlayerLegendProps) {
  return (
    <Box
      component="ul"
      aria-label={t('board.players')}
      sx={{ display: 'flex', gap: 1, p: 0, m: 0, listStyle: 'none', flexWrap: 'wrap', justifyContent: 'center' }}
    >
      {SEATS.map((seat) => {
        const name = nameOf(players, seat);
        const colour = t(`seats.${seat}`);
        return (
          <Box
            component="li"
            key={seat}
            data-testid={`legend-${seat}`}
            aria-current={current === seat || undefined}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 1.25,
              py: 0.5,
              borderRadius: 4,
              border: '2px solid',
              borderColor: current === seat ? SEAT_COLOURS[seat] : 'transparent',
            }}
          >
            <Box
              aria-hidden="true"
              sx={{ width: 18, height: 18, flexShrink: 0, borderRadius: '50%', bgcolor: SEAT_COLOURS[seat] }}
            />
            <Typography variant="body2">
              {name === colour ? name : t('board.playerColour', { name, colour })}
              {toPlace && (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {t('board.toPlace', { count: toPlace[seat] })}
                </Typography>
              )}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
