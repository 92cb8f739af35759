import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PlayerID } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import type { PlayerInfo } from '@tabula/game-kit';
import { nameOf } from '@tabula/game-kit/ui';
import { discColour } from './colours';

const SEATS: PlayerID[] = ['0', '1'];

/** Which colour each player has; the player on turn is underlined. */
export function PlayerLegend({ players, current }: { players: PlayerInfo[]; current: PlayerID | null }) {
  const { t } = useTranslation('fourinarow');
  return (
    <Box
      component="ul"
      aria-label={t('board.players')}
      sx={{ display: 'flex', gap: 2, p: 0, m: 0, listStyle: 'none', flexWrap: 'wrap', justifyContent: 'center' }}
    >
      {SEATS.map((seat) => {
        const name = nameOf(players, seat);
        const colourName = t(`seats.${seat}`);
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
              borderColor: current === seat ? discColour(seat) : 'transparent',
            }}
          >
            <Box aria-hidden="true" sx={{ width: 18, height: 18, borderRadius: '50%', bgcolor: discColour(seat) }} />
            <Typography variant="body2">
              {name === colourName ? name : t('board.playerColour', { name, colour: colourName })}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
