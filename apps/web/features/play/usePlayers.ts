import type { PlayerID } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import type { PlayerInfo } from '@tabula/game-kit';
import { useCommon } from '../i18n/useCommon';
import { seatIDs } from './playOptions';

/**
 * Seat names on a shared device and against the computer: the game's `seats.<id>` texts
 * (e.g. "Red"), "Player N" when the game has none, "Computer" for the computer's seat.
 */
export function usePlayers(code: string, numPlayers: number, aiSeats: PlayerID[] = []): PlayerInfo[] {
  const { t: tc } = useCommon();
  const { t } = useTranslation(code);
  const seats = seatIDs(numPlayers);
  return seats.map((playerID, index) => {
    const seatName = t(`seats.${playerID}`, { defaultValue: tc('players.player', { number: index + 1 }) });
    if (!aiSeats.includes(playerID)) return { playerID, name: seatName };
    const computer = tc('players.computer');
    return { playerID, name: aiSeats.length > 1 ? `${computer} (${seatName})` : computer };
  });
}
