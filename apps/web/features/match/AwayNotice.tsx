import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import type { FilteredMetadata, PlayerID } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import type { PlayerInfo, SeatStatus } from '@tabula/game-kit';
import { statusOf } from './seatStatuses';

/** How long another player must stay away before the notice shows (a reload or a blip stays silent). */
export const AWAY_DELAY_MS = 3000;

export interface AwayNoticeProps {
  /** boardgame.io's matchData: every seat and whether its player is connected now. */
  matchData: FilteredMetadata | undefined;
  players: PlayerInfo[];
  /** The viewer's own seat; null for a spectator. */
  ownSeat: string | null;
  /** False once the match is over or while the viewer itself is offline (its matchData is stale then). */
  active: boolean;
  /** Who plays each seat now: a gone player's seat may be played by a computer until they are back. */
  statuses?: Record<PlayerID, SeatStatus>;
}

/** Seats, other than the viewer's, whose player was connected and no longer is. */
export function awaySeats(matchData: FilteredMetadata | undefined, ownSeat: string | null): string[] {
  return (matchData ?? [])
    .filter((seat) => seat.isConnected === false && String(seat.id) !== ownSeat)
    .map((seat) => String(seat.id));
}

/**
 * The seats whose player has stayed away for AWAY_DELAY_MS (a reload or a blip stays silent);
 * none while `active` is false.
 */
export function useAwaySeats(matchData: FilteredMetadata | undefined, ownSeat: string | null, active: boolean): string[] {
  const away = active ? awaySeats(matchData, ownSeat).join(',') : '';
  const [shown, setShown] = useState<string[]>([]);
  useEffect(() => {
    setShown([]);
    if (away === '') return undefined;
    const timer = setTimeout(() => setShown(away.split(',')), AWAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [away]);
  return shown;
}

/**
 * "Bo has left or lost the connection. The game goes on when they are back.", or where a computer
 * player now plays their seat, "Bo is away: a computer player plays their seat until they are back."
 */
export function AwayNotice({ matchData, players, ownSeat, active, statuses = {} }: AwayNoticeProps) {
  const { t } = useTranslation('online');
  const shown = useAwaySeats(matchData, ownSeat, active);
  if (shown.length === 0) return null;
  const namesOf = (seats: string[]) => seats.map((seat) => players.find((player) => player.playerID === seat)?.name ?? seat);
  const played = shown.filter((seat) => statusOf(statuses, seat).kind === 'standIn');
  const waitedFor = namesOf(shown.filter((seat) => !played.includes(seat)));
  const playedFor = namesOf(played);
  return (
    <Alert severity="info" role="status" sx={{ mt: 2 }} data-testid="players-away">
      {waitedFor.length > 0 && <div>{t('match.away', { count: waitedFor.length, names: waitedFor.join(', ') })}</div>}
      {playedFor.length > 0 && <div>{t('match.awayStandIn', { count: playedFor.length, names: playedFor.join(', ') })}</div>}
    </Alert>
  );
}
