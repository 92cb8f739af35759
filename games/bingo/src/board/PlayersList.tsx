import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PlayerID } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import type { PlayerInfo } from '@tabula/game-kit';
import { nameOf } from '@tabula/game-kit/ui';

export interface PlayersListProps {
  seats: readonly PlayerID[];
  players: PlayerInfo[];
  claimsLeft: Record<PlayerID, number>;
  viewer: PlayerID | null;
  winner: PlayerID | null;
}

/** Every player with the Bingo! calls left, as stars (a table of 30 wraps into columns). */
export function PlayersList({ seats, players, claimsLeft, viewer, winner }: PlayersListProps) {
  const { t } = useTranslation('bingo');
  return (
    <Box component="section" aria-label={t('board.players')} sx={{ width: 'min(92vw, 400px)' }} data-testid="players">
      <Typography component="h2" variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('board.players')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          gap: '2px 12px',
        }}
      >
        {seats.map((seat) => {
          const left = claimsLeft[seat] ?? 0;
          return (
            <Box
              component="li"
              key={seat}
              data-testid={`player-${seat}`}
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 1,
                fontSize: 14,
                fontWeight: seat === viewer ? 700 : 400,
              }}
            >
              <Box
                component="span"
                sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                title={nameOf(players, seat)}
              >
                {seat === winner ? '🏆 ' : ''}
                {nameOf(players, seat)}
              </Box>
              <Box component="span" aria-label={t('board.claimsLeft', { count: left })} sx={{ color: '#f1c40f', flexShrink: 0 }}>
                {'★'.repeat(left)}
                <Box component="span" sx={{ color: 'text.disabled' }}>
                  {'☆'.repeat(Math.max(0, 3 - left))}
                </Box>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
