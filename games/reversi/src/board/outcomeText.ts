import { winnersOf, type GameArgs, type GameResult } from '@tabula/game-kit';
import { scores } from '../rules';
import type { ReversiState } from '../types';
import { joinNames, seatName, type Translate } from './seatNames';

/** The final result with the discs that decided it: "Green wins with 40 discs". */
export function outcomeText(G: ReversiState, result: GameResult, gameArgs: GameArgs, t: Translate): string {
  const bySeat = scores(G);
  if ('draw' in result) return t('board.draw', { count: Object.values(bySeat)[0] ?? 0 });
  const winners = winnersOf(result);
  if (winners.length === 1) return t('board.winner', { player: seatName(t, gameArgs, winners[0]!), count: bySeat[winners[0]!] });
  return t('board.winners', {
    players: joinNames(
      t,
      winners.map((seat) => seatName(t, gameArgs, seat)),
    ),
  });
}
