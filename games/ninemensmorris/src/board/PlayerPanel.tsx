import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PlayerInfo } from '@tabula/game-kit';
import { nameOf } from '@tabula/game-kit/ui';
import { isFlying, PIECES_PER_SEAT, piecesLeft } from '../rules';
import type { MorrisState, Seat } from '../types';
import { SEAT_COLOURS, SEAT_EDGE_COLOURS } from './colours';
import type { Translate } from './texts';

const SEATS: Seat[] = ['0', '1'];

export interface PlayerPanelProps {
  G: Pick<MorrisState, 'points' | 'inHand'>;
  players: PlayerInfo[];
  /** The player to move, outlined; null once the game is over. */
  current: Seat | null;
  t: Translate;
}

/** Each player's colour, pieces still in hand, pieces lost, and whether they fly. */
export function PlayerPanel({ G, players, current, t }: PlayerPanelProps) {
  return (
    <Box
      component="ul"
      aria-label={t('board.players')}
      sx={{ display: 'flex', gap: 1, p: 0, m: 0, listStyle: 'none', flexWrap: 'wrap', justifyContent: 'center' }}
    >
      {SEATS.map((seat) => {
        const name = nameOf(players, seat);
        const colour = t(`seats.${seat}`);
        const details = [
          G.inHand[seat] > 0 ? t('board.inHand', { count: G.inHand[seat] }) : null,
          t('board.lost', { count: PIECES_PER_SEAT - piecesLeft(G, seat) }),
          isFlying(G, seat) ? t('board.flying') : null,
        ].filter((detail): detail is string => detail !== null);
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
              sx={{
                width: 18,
                height: 18,
                flexShrink: 0,
                borderRadius: '50%',
                bgcolor: SEAT_COLOURS[seat],
                border: `2px solid ${SEAT_EDGE_COLOURS[seat]}`,
              }}
            />
            <Typography variant="body2" component="span">
              {name === colour ? name : t('board.playerColour', { name, colour })}
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {details.join(' · ')}
              </Typography>
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
