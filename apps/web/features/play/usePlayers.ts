import type { PlayerID } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import type { PlayerInfo } from '@tabula/game-kit';
import { useCommon } from '../i18n/useCommon';
import { seatIDs } from './playOptions';

/** Against the computer: the seat the human plays (every other seat is the computer's). */
export interface AgainstComputer {
  humanSeat: PlayerID;
}

/**
 * Seat names on a shared device: the game's `seats.<id>` texts (e.g. "Red"), "Player N" when the
 * game has none. Against the computer the human's seat is "You" and the others "Computer", or
 * "Computer (Red)" when it plays several seats.
 */
export function usePlayers(code: string, numPlayers: number, againstComputer?: AgainstComputer): PlayerInfo[] {
  const { t: tc } = useCommon();
  const { t } = useTranslation(code);
  const seats = seatIDs(numPlayers);
  const computerSeats = againstComputer ? seats.length - 1 : 0;
  return seats.map((playerID, index) => {
    const seatName = t(`seats.${playerID}`, { defaultValue: tc('players.player', { number: index + 1 }) });
    if (!againstComputer) return { playerID, name: seatName };
    if (playerID === againstComputer.humanSeat) return { playerID, name: tc('players.you'), you: true };
    const computer = tc('players.computer');
    return { playerID, name: computerSeats > 1 ? `${computer} (${seatName})` : computer };
  });
}
