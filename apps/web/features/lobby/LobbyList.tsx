import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Room } from '../../lib/apollo/types';

export interface LobbyRoom {
  room: Room;
  /** The game's name in the reader's language. */
  gameName: string;
  /** The room page, or null when the game is unknown to this site. */
  href: string | null;
  /** The game's thumbnail (500x250), or null when the game is unknown to this site. */
  imageURL: string | null;
}

/**
 * Public rooms waiting for players: game (thumbnail and name), seats taken and free, how many
 * computer players sit in, who is in, and a join button.
 */
export function LobbyList({ rooms }: { rooms: LobbyRoom[] }) {
  const { t } = useTranslation('online');
  if (rooms.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="lobby-empty">
        {t('lobby.empty')}
      </Typography>
    );
  }
  return (
    <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="lobby-rooms">
      {rooms.map(({ room, gameName, href, imageURL }) => {
        // Computer players take seats too: the API counts the free ones.
        const taken = room.capacity - room.freeSeats;
        const full = room.freeSeats <= 0;
        const computers = room.computerSeats.length;
        const names = [...room.userMemberships].sort((a, b) => a.position - b.position).map((m) => m.user.nickname);
        return (
          <Card component="li" key={room.id ?? `${room.gameCode}-${names.join()}`} data-testid="lobby-room">
            <CardContent sx={{ pb: 1, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
              {imageURL && (
                <Box
                  component="img"
                  src={imageURL}
                  alt=""
                  width={500}
                  height={250}
                  loading="lazy"
                  data-testid="lobby-thumbnail"
                  sx={{
                    width: { xs: 96, sm: 144 },
                    height: 'auto',
                    aspectRatio: '2 / 1',
                    objectFit: 'cover',
                    borderRadius: 1,
                    flexShrink: 0,
                  }}
                />
              )}
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="h6" component="h2">
                  {gameName}
                </Typography>
                <Typography color="text.secondary">{t('lobby.seats', { count: taken, capacity: room.capacity })}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}>
                  <span data-testid="lobby-free-seats">{t('lobby.freeSeats', { count: room.freeSeats })}</span>
                  {computers > 0 && <span data-testid="lobby-computers">{t('lobby.computers', { count: computers })}</span>}
                </Typography>
                {names.length > 0 && (
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {t('lobby.players', { names: names.join(', ') })}
                  </Typography>
                )}
              </Box>
            </CardContent>
            <CardActions>
              {href && !full ? (
                <Button
                  component={NextLink}
                  href={href}
                  locale={false}
                  variant="contained"
                  aria-label={`${t('lobby.join')}: ${gameName}`}
                >
                  {t('lobby.join')}
                </Button>
              ) : (
                <Button disabled>{full ? t('lobby.full') : t('lobby.join')}</Button>
              )}
            </CardActions>
          </Card>
        );
      })}
    </Stack>
  );
}
