import { INVALID_MOVE } from 'boardgame.io/core';
import type { MoveContext } from '@tabula/game-kit';
import { logEndIfOver, logFound, logPass, logTimeOut } from './log';
import { claimOf } from './rules';
import type { SoupState } from './types';

/** What a claim carries: the selected cells, first letter first. */
export interface Claim {
  cells: number[];
}

/**
 * The player on turn claims a word: the cells of one unfound word, first letter first, in any of
 * the 8 directions. Credited to them, it passes the turn. Anything else is refused and the player
 * keeps looking. Reads where the words lie, which only the server knows.
 */
export function claim({ G, ctx, playerID, events }: MoveContext<SoupState>, selection: Claim) {
  const found = claimOf(G, (selection as Partial<Claim> | null)?.cells);
  if (typeof found === 'string') return INVALID_MOVE;
  G.hidden = G.hidden.filter((placement) => placement !== found);
  G.found.push({ ...found, by: playerID });
  G.scores[playerID] = (G.scores[playerID] ?? 0) + 1;
  G.turnsWithoutFind[playerID] = 0;
  G.lastTurn = { kind: 'found', seat: playerID, word: found.word };
  logFound(G, playerID, found.word);
  logEndIfOver(G, ctx);
  events.endTurn();
}

/** The player on turn gives up looking: the turn passes and counts as one of their turns without a find. */
export function pass({ G, ctx, playerID, events }: MoveContext<SoupState>) {
  G.turnsWithoutFind[playerID] = (G.turnsWithoutFind[playerID] ?? 0) + 1;
  G.lastTurn = { kind: 'pass', seat: playerID };
  logPass(G, playerID);
  logEndIfOver(G, ctx);
  events.endTurn();
}

/**
 * The game server's move when the seat on turn runs out of time (`turn` is the turn whose time ran
 * out). Refused for any other turn, so a late timeout can never cut the next player's turn short.
 */
export function timeOut({ G, ctx, playerID, events }: MoveContext<SoupState>, turn: number) {
  if (turn !== ctx.turn) return INVALID_MOVE;
  G.turnsWithoutFind[playerID] = (G.turnsWithoutFind[playerID] ?? 0) + 1;
  G.lastTurn = { kind: 'timeOut', seat: playerID };
  logTimeOut(G, playerID);
  logEndIfOver(G, ctx);
  events.endTurn();
}
