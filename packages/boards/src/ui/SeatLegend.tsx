import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PlayerInfo } from '@tabula/game-kit';
import { nameOf } from '@tabula/game-kit/ui';
import type { Translate } from './draughtsStatus';
import type { SeatPaint } from './pointTheme';

export interface SeatLegendProps<S extends string> {
  seats: readonly S[];
  players: PlayerInfo[];
  /** The player to move, outlined; null once the game is over. */
  current: S | null;
  paint: Record<S, SeatPaint>;
  /** A quieter second line under a player's name: pieces to place, pieces lost… */
  detail?: (seat: S) => string | undefined;
  /** The game's texts: board.players, board.playerColour and seats.<seat>. */
  t: Translate;
}

/** Which colour each player has ("Ana (Red)", or just "Red" when that is the name), and who is on turn. */
export function SeatLegend<S extends string>({ seats, players, current, paint, detail, t }: SeatLegendProps<S>) {
  return (
    <Box
      component="ul"
      aria-label={t('board.players')}
      sx={{ display: 'flex', gap: 1, p: 0, m: 0, listStyle: 'none', flexWrap: 'wrap', justifyContent: 'center' }}
    >
      {seats.map((seat) => {
        const name = nameOf(players, seat);
        const colour = t(`seats.${seat}`);
        const more = detail?.(seat);
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
              borderColor: current === seat ? paint[seat].fill : 'transparent',
            }}
          >
            <Box
              aria-hidden="true"
              sx={{
                width: 18,
                height: 18,
                flexShrink: 0,
                borderRadius: '50%',
                bgcolor: paint[seat].fill,
                border: `2px solid ${paint[seat].edge}`,
              }}
            />
            <Typography variant="body2" component="span">
              {name === colour ? name : t('board.playerColour', { name, colour })}
              {more && (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {more}
                </Typography>
              )}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
