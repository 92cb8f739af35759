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
 * game has none. Against the computer the human's seat is "You" and the others "Computer"; when it
 * plays several seats, "Computer (Red)" with the game's seat names, else "Computer 3" (the seat's
 * number: short enough for a table of ten).
 */
export function usePlayers(code: string, numPlayers: number, againstComputer?: AgainstComputer): PlayerInfo[] {
  const { t: tc } = useCommon();
  const { t, i18n } = useTranslation(code);
  const seats = seatIDs(numPlayers);
  const computerSeats = againstComputer ? seats.length - 1 : 0;
  return seats.map((playerID, index) => {
    const gameSeatName = i18n.exists(`seats.${playerID}`, { ns: code }) ? t(`seats.${playerID}`) : '';
    const seatName = gameSeatName || tc('players.player', { number: index + 1 });
    if (!againstComputer) return { playerID, name: seatName };
    if (playerID === againstComputer.humanSeat) return { playerID, name: tc('players.you'), you: true };
    const computer = tc('players.computer');
    if (computerSeats <= 1) return { playerID, name: computer };
    return {
      playerID,
      name: gameSeatName ? `${computer} (${gameSeatName})` : tc('players.computerNumber', { number: index + 1 }),
    };
  });
}
