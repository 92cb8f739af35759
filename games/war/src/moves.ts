import { INVALID_MOVE } from 'boardgame.io/core';
import type { MoveContext } from '@tabula/game-kit';
import { BATTLE_CAP, collectedCards, shownPlays, stepWinner } from './battle';
import { otherSeat, SEATS } from './cards';
import { logAllCards, logBattleWon, logBothRanOut, logCapDraw, logCapWon, logRanOut, logWar } from './log';
import { PLAY_PHASE } from './phases';
import type { WarState } from './types';
import { takePlay } from './war';

/** Whether `seat` is the one to turn the next card now. */
export function mayFlip(G: Pick<WarState, 'toAct' | 'result'>, phase: string, seat: string | null | undefined): boolean {
  return phase === PLAY_PHASE && G.result === null && seat === G.toAct;
}

/**
 * The only move: the seat to act turns its top card (in a war, lays three face down and one face
 * up). Seat 0 lays first in every step, then seat 1, whose play decides the step.
 */
export function flip({ G, ctx, playerID }: MoveContext<WarState>) {
  if (!mayFlip(G, ctx.phase, playerID)) return INVALID_MOVE;
  const play = takePlay(G.pileCards[playerID]!, G.war);
  // A seat without cards has lost already; kept as a guard.
  if (play === null) return INVALID_MOVE;
  if (G.table[playerID]!.length === 0 && !G.war) G.lastBattle = null;
  G.table[playerID]!.push(play);
  countPiles(G);
  const other = otherSeat(playerID);
  if (G.table[other]!.length < G.table[playerID]!.length) {
    G.toAct = other;
    return;
  }
  decideStep(G);
  G.toAct = SEATS[0]!;
}

function countPiles(G: WarState): void {
  for (const seat of SEATS) G.pileCounts[seat] = G.pileCards[seat]!.length;
}

/** Both seats have laid: the higher face-up card takes the table, a tie makes (or prolongs) a war. */
function decideStep(G: WarState): void {
  G.battles += 1;
  const upCards = Object.fromEntries(SEATS.map((seat) => [seat, G.table[seat]!.at(-1)!.upCard]));
  const winner = stepWinner(upCards);
  if (winner === null) {
    G.war = true;
    logWar(G, upCards['0']!, upCards['1']!);
    endIfOutOfCards(G);
    return;
  }
  const loser = otherSeat(winner);
  const taken = collectedCards(G.table, winner);
  G.pileCards[winner]!.push(...taken);
  G.lastBattle = { winner, plays: shownPlays(G.table), takenCount: taken.length };
  G.table = { '0': [], '1': [] };
  G.war = false;
  countPiles(G);
  logBattleWon(G, winner, upCards[winner]!, upCards[loser]!, taken.length);
  if (G.pileCounts[loser] === 0) {
    G.result = { winner, reason: 'allCards' };
    logAllCards(G, winner);
  } else if (G.battles >= BATTLE_CAP) {
    endAtCap(G);
  }
}

/** A war with a seat that has no card left to lay: that seat loses (both: a draw). */
function endIfOutOfCards(G: WarState): void {
  const empty = SEATS.filter((seat) => G.pileCounts[seat] === 0);
  if (empty.length === 2) {
    G.result = { draw: true, reason: 'outOfCards' };
    logBothRanOut(G);
  } else if (empty.length === 1) {
    G.result = { winner: otherSeat(empty[0]!), reason: 'outOfCards' };
    logRanOut(G, empty[0]!);
  }
}

/** The battle cap: the larger pile wins, equal piles draw. */
function endAtCap(G: WarState): void {
  const [first, second] = SEATS.map((seat) => G.pileCounts[seat]!);
  if (first === second) {
    G.result = { draw: true, reason: 'battleCap' };
    logCapDraw(G, first!);
    return;
  }
  const winner = first! > second! ? SEATS[0]! : SEATS[1]!;
  G.result = { winner, reason: 'battleCap' };
  logCapWon(G, winner, Math.max(first!, second!), Math.min(first!, second!));
}
