import type { PlayerID } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { answerMove, type MoveContext, pickMove, seatsInPlay } from '@tabula/game-kit';
import { type CardId, isCardId } from './cards';
import { confirmReady, revealPicks } from './round';
import { forksOf } from './scoring';
import type { PickedCards, PicnicGoState, Tableau } from './types';
import type { PicnicGoView } from './view';

type Context = MoveContext<PicnicGoState>;
type PicksOf = PicnicGoState['picks'] | PicnicGoView['picks'];

/** What choosing a pick reads, in the state or in the seat's own view. */
export interface PickTable {
  hands: Record<PlayerID, CardId[]>;
  tableaus: Record<PlayerID, Tableau>;
  picks: PicksOf;
}

/** The cards the seat has picked in the open round (from the state or its own view); null if none. */
export function currentPick(picks: PicksOf, seat: PlayerID): CardId[] | null {
  if ('mine' in picks) return picks.mine?.cards ?? null;
  return picks.picks[seat]?.cards ?? null;
}

/** Whether the seat may take two cards now: an unused fork in its tableau and two cards or more in hand. */
export function mayUseFork(table: PickTable, seat: PlayerID): boolean {
  const tableau = table.tableaus[seat];
  return tableau !== undefined && forksOf(tableau).length > 0 && (table.hands[seat]?.length ?? 0) >= 2;
}

const samePick = (a: readonly CardId[], b: readonly CardId[] | null) =>
  b !== null && a.length === b.length && a.every((card, i) => card === b[i]);

/**
 * Every pick the seat may make now: each card of its hand, and with a fork each pair (ascending ids);
 * less the pick it has already made (the same pick again would change nothing).
 */
export function legalPicks(table: PickTable, seat: PlayerID): PickedCards[] {
  const hand = table.hands[seat] ?? [];
  const picked = currentPick(table.picks, seat);
  const picks: PickedCards[] = hand.map((card) => ({ cards: [card] }));
  if (mayUseFork(table, seat))
    hand.forEach((first, i) => {
      for (const second of hand.slice(i + 1)) picks.push({ cards: [first, second] });
    });
  return picks.filter((pick) => !samePick(pick.cards, picked));
}

/**
 * The seat's pick if `sent` is a legal one: `{ cards: [id] }` from its own hand, or with an unused
 * fork `{ cards: [a, b] }`, two different cards of its hand in ascending id order. Anything else, and
 * the pick it already made, is refused.
 */
export function legalPick(G: PicnicGoState, seat: PlayerID, sent: unknown): PickedCards | null {
  if (typeof sent !== 'object' || sent === null || Array.isArray(sent)) return null;
  if (Object.keys(sent).length !== 1) return null;
  const cards = (sent as { cards?: unknown }).cards;
  if (!Array.isArray(cards) || cards.length < 1 || cards.length > 2 || !cards.every(isCardId)) return null;
  const hand = G.hands[seat] ?? [];
  if (!cards.every((card) => hand.includes(card))) return null;
  if (cards.length === 2 && (cards[0]! >= cards[1]! || !mayUseFork(G, seat))) return null;
  if (samePick(cards, currentPick(G.picks, seat))) return null;
  return { cards: [...cards] };
}

/** `pick(round, { cards })`: the secret pick of the turn (game-kit's secret picks: redacted, server only). */
export const pick = pickMove<PicnicGoState, PickedCards>({
  picksOf: (G) => G.picks,
  legalPick,
  reveal: (context, picks) => revealPicks(context, picks),
});

/** `ready()`: "Ready" (or "End game" after round 3) at a round's end, once per seat in play. */
export function ready(context: Context) {
  const { G, ctx, playerID } = context;
  if (ctx.phase !== 'roundEnd' || G.finished || G.confirmed.includes(playerID) || !seatsInPlay(G, ctx).includes(playerID))
    return INVALID_MOVE;
  confirmReady(context, playerID);
  return undefined;
}

export const MOVES = {
  pick,
  ready: answerMove(ready, { client: false }),
};
