import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PlayerID } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import type { PlayerInfo, SeatStatus } from '@tabula/game-kit';
import { OwnClock } from './OwnClock';
import { SeatClock } from './SeatClock';
import type { SeatClockReading } from './seatClocks';
import { statusOf } from './seatStatuses';

export interface PlayersPanelProps {
  /** Every seat in seat order, named by nickname. */
  players: PlayerInfo[];
  /** The game's word for each seat ("White", "Red"); '' where it has none. */
  seatLabels: string[];
  /** Seats that may act now (none once the match is over). */
  acting: PlayerID[];
  /** Seats whose player has gone away. */
  away: PlayerID[];
  /** The viewer's seat; null for a spectator. */
  viewer: PlayerID | null;
  /** Who plays each seat now (seat metadata): away, or a computer standing in; a person where missing. */
  statuses?: Record<PlayerID, SeatStatus>;
  /** The seats' times on the table clock; none without one. */
  clocks?: Record<PlayerID, SeatClockReading>;
  /** Milliseconds since 1970, for tests; defaults to the browser's clock. */
  now?: () => number;
}

/** The viewer's time while it runs, shown large rather than in the viewer's row. */
export function ownRunningClock(clocks: Record<PlayerID, SeatClockReading>, viewer: PlayerID | null) {
  const reading = viewer === null ? undefined : clocks[viewer];
  return reading?.running ? reading : undefined;
}

/** The game's seat words (games/<code>/locales: seats.<id>), '' for a seat without one. */
export function useSeatLabels(gameNamespace: string, players: PlayerInfo[]): string[] {
  const { t } = useTranslation(gameNamespace);
  return players.map((player) => t(`seats.${player.playerID}`, { defaultValue: '' }));
}

/**
 * Who plays whom: each seat's player and side, whose turn it is, who is away or played by the
 * computer for now, each seat's time on the table clock, and which seat is the viewer's ("You are
 * White"); spectators read that they are watching.
 */
export function PlayersPanel({ players, seatLabels, acting, away, viewer, statuses = {}, clocks = {}, now }: PlayersPanelProps) {
  const { t } = useTranslation('online');
  const sideOf = (index: number) => seatLabels[index] || t('match.seat', { number: index + 1 });
  const own = players.findIndex((player) => player.playerID === viewer);
  const ownClock = ownRunningClock(clocks, viewer);
  return (
    <Paper component="section" aria-labelledby="match-players-title" data-testid="match-players" sx={{ p: 1.5 }}>
      <Typography id="match-players-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('match.players')}
      </Typography>
      {own >= 0 ? (
        <Typography data-testid="you-are" sx={{ color: 'primary.main', fontWeight: 600 }}>
          {t('match.youAre', { side: sideOf(own) })}
        </Typography>
      ) : (
        <Typography data-testid="spectating" color="text.secondary">
          {t('match.spectating')}
        </Typography>
      )}
      {ownClock && <OwnClock reading={ownClock} now={now} />}
      <List dense disablePadding sx={{ mt: 1 }}>
        {players.map((player, index) => {
          const turn = acting.includes(player.playerID);
          const mine = index === own;
          const status = statusOf(statuses, player.playerID);
          const clock = mine && ownClock ? undefined : clocks[player.playerID];
          return (
            <ListItem
              key={player.playerID}
              data-testid="match-player"
              aria-current={turn ? 'step' : undefined}
              sx={{ gap: 1, flexWrap: 'wrap', borderLeft: 3, borderColor: turn ? 'primary.main' : 'transparent', pl: 1, py: 0.5 }}
            >
              <Box sx={{ flex: '1 1 8rem', minWidth: 0 }}>
                <Typography
                  component="span"
                  sx={{ display: 'block', fontWeight: mine ? 700 : 500, overflowWrap: 'anywhere' }}
                  data-testid="match-player-name"
                >
                  {player.name}
                  {mine && ` (${t('match.you')})`}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary" data-testid="match-player-side">
                  {sideOf(index)}
                </Typography>
                {status.kind === 'standIn' && (
                  <Typography component="span" variant="body2" sx={{ display: 'block' }} data-testid="match-player-stand-in">
                    {t(`match.standIn.${status.reason}`, { name: player.name })}
                  </Typography>
                )}
              </Box>
              {clock && <SeatClock reading={clock} now={now} />}
              {turn && <Chip size="small" color="primary" label={t('match.toPlay')} data-testid="match-player-turn" />}
              {(away.includes(player.playerID) || status.kind === 'away') && (
                <Chip size="small" variant="outlined" label={t('match.absent')} data-testid="match-player-away" />
              )}
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
