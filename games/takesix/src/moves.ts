import type { PlayerID } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { answerMove, type MoveContext, pickMove, seatsInPlay } from '@tabula/game-kit';
import { type CardNumber, isCardNumber } from './cards';
import { logNextDeal } from './log';
import { nextToPlace, place, placeUntilChoice, revealPicks } from './round';
import { legalRows } from './rows';
import type { PickedCard, TakeSixState } from './types';
import type { TakeSixView } from './view';

type Context = MoveContext<TakeSixState>;

/** The card the seat has picked in the open round, from the state or from its own view; null if none. */
export function currentPick(picks: TakeSixState['picks'] | TakeSixView['picks'], seat: PlayerID): CardNumber | null {
  if ('mine' in picks) return picks.mine?.card ?? null;
  return picks.picks[seat]?.card ?? null;
}

/** The cards a seat may pick now: its hand, less the card it has already picked (picking it again would change nothing). */
export function pickableCards(
  G: Pick<TakeSixState, 'hands'> & { picks: TakeSixState['picks'] | TakeSixView['picks'] },
  seat: PlayerID,
): CardNumber[] {
  const picked = currentPick(G.picks, seat);
  return (G.hands[seat] ?? []).filter((card) => card !== picked);
}

/**
 * The card a seat may pick: one from its own hand, sent as `{ card }`. The card it already picked is
 * refused: the same pick sent again (a packet replayed, an answer sent twice) changes nothing.
 */
export function legalPick(G: TakeSixState, seat: PlayerID, sent: unknown): PickedCard | null {
  if (typeof sent !== 'object' || sent === null || Array.isArray(sent)) return null;
  const keys = Object.keys(sent);
  const card = (sent as { card?: unknown }).card;
  if (keys.length !== 1 || !isCardNumber(card) || !pickableCards(G, seat).includes(card)) return null;
  return { card };
}

/** `pick(round, { card })`: the secret pick of the round (game-kit's secret picks: redacted, server only). */
export const pick = pickMove<TakeSixState, PickedCard>({
  picksOf: (G) => G.picks,
  legalPick,
  reveal: (context, picks) => revealPicks(context, picks),
});

/** The rows the seat choosing may take: any of the four, for its card lower than every row end. */
export function rowsToChoose(G: Pick<TakeSixState, 'reveal' | 'choosingRow' | 'rowCards'>, seat: PlayerID): number[] {
  const next = nextToPlace(G);
  if (G.choosingRow !== seat || next === null || next.seat !== seat) return [];
  return legalRows(G.rowCards, next.card);
}

/** `chooseRow(row)`: the seat whose card is lower than every row end takes that row; placing goes on. */
export function chooseRow(context: Context, row: number) {
  const { G, ctx, playerID } = context;
  if (ctx.phase !== 'play' || !rowsToChoose(G, playerID).includes(row)) return INVALID_MOVE;
  place(G, nextToPlace(G)!, row, true);
  G.choosingRow = null;
  placeUntilChoice(context);
  return undefined;
}

/** `nextDeal()`: a seat is ready for the next deal; it is dealt when every seat in play is. */
export function nextDeal({ G, ctx, playerID, events }: Context) {
  if (ctx.phase !== 'dealEnd' || G.finished || G.confirmed.includes(playerID) || !seatsInPlay(G, ctx).includes(playerID))
    return INVALID_MOVE;
  G.confirmed.push(playerID);
  logNextDeal(G, playerID);
  if (seatsInPlay(G, ctx).every((seat) => G.confirmed.includes(seat))) events.endPhase();
  else events.endStage();
  return undefined;
}

export const MOVES = {
  pick,
  chooseRow: { move: chooseRow, client: false as const },
  nextDeal: answerMove(nextDeal, { client: false }),
};
