import type { PlayerID } from 'boardgame.io';
import type { LogLine } from '@tabula/game-kit';
import type { Table } from './table';

/** What the public log tells of one seat: the cards of its stacks flipped in earlier rounds, and whether it bet in this one. */
export interface SeatHistory {
  bombsShown: number;
  bunniesShown: number;
  betThisRound: boolean;
}

/** The lines of the round being played: everything after the last "round started" line. */
function currentRoundStart(log: readonly LogLine[]): number {
  for (let index = log.length - 1; index >= 0; index -= 1) if (log[index]!.key === 'roundStarted') return index;
  return 0;
}

/** Read from the public log only, so every seat (and a spectator) would find the same. */
export function seatHistory(G: Table, seat: PlayerID): SeatHistory {
  const log = G.log ?? [];
  const start = currentRoundStart(log);
  const history: SeatHistory = { bombsShown: 0, bunniesShown: 0, betThisRound: false };
  log.forEach((line, index) => {
    if (line.seat !== seat) return;
    if (index < start && line.key === 'flippedBomb') history.bombsShown += 1;
    else if (index < start && line.key === 'flippedBunny') history.bunniesShown += 1;
    else if (index >= start && line.key === 'bet') history.betThisRound = true;
  });
  return history;
}
