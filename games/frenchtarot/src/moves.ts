import type { PlayerID } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { isCardOf, newTrick, type CardId } from '@tabula/cards';
import type { MoveContext } from '@tabula/game-kit';
import { applyBid, isBidCall, legalBids } from './bidding';
import { callableCards } from './calling';
import { DECK, EXCUSE, HAND_SIZE, KITTY_SIZE, isTrump } from './cards';
import { discardableCards } from './discard';
import {
  logAllPassed,
  logBid,
  logCalled,
  logCalledCardPlayed,
  logContract,
  logDealResult,
  logDiscardDone,
  logKittyShown,
  logKittyUnseen,
  logNextDeal,
  logPoignee,
  logQuit,
  logSlam,
  logTrick,
  logTrumpDiscarded,
} from './log';
import { legalCards, sideTookEveryTrick, takerSide, trickWinner } from './play';
import { isPoigneeChoice, isPoigneeLevel, legalPoignees, POIGNEE_SIZES, type PoigneeChoice } from './poignee';
import { dealResult, dealRow } from './scoring';
import { forehandOf, nextSeat } from './seats';
import type { BidCall, TarotState } from './types';

type Context = MoveContext<TarotState>;

const isActive = (ctx: Context['ctx'], seat: PlayerID) =>
  ctx.activePlayers ? ctx.activePlayers[seat] !== undefined : ctx.currentPlayer === seat;

/** Whether the taker takes the chien into their hand and discards (petite, garde). */
export const takerDiscards = (G: TarotState) => G.contract?.kind === 'petite' || G.contract?.kind === 'garde';

/** The phases between the bidding and the play, in order; each move that finishes one ends it. */
export function phaseAfter(G: TarotState, phase: string): string {
  if (G.contract === null) return 'bidding';
  const steps = [...(G.seats.length === 5 ? ['call'] : []), ...(takerDiscards(G) ? ['discard'] : []), 'slam', 'play'];
  const index = phase === 'bidding' ? 0 : steps.indexOf(phase) + 1;
  return steps[index] ?? 'play';
}

export function bid({ G, ctx, playerID, events }: Context, call: BidCall) {
  if (ctx.phase !== 'bidding' || !isBidCall(call) || !legalBids(G, playerID).includes(call)) return INVALID_MOVE;
  const outcome = applyBid(G, playerID, call);
  logBid(G, playerID, call);
  if (outcome.kind === 'allPassed') {
    logAllPassed(G);
    events.endPhase();
  }
  if (outcome.kind === 'taker') {
    G.contract = { kind: outcome.contract, taker: outcome.seat, calledCard: null, slam: false, ready: false };
    G.toAct = outcome.seat;
    logContract(G, outcome.seat);
    events.endPhase();
  }
}

/** The cards the taker at five may call now. */
export function legalCalls(G: TarotState, phase: string | undefined, seat: PlayerID): CardId[] {
  if (phase !== 'call' || G.contract?.taker !== seat || G.contract.calledCard !== null) return [];
  return callableCards(G.hands[seat] ?? []);
}

export function callCard({ G, ctx, playerID, events }: Context, choice: { card: CardId }) {
  if (typeof choice !== 'object' || choice === null || !legalCalls(G, ctx.phase, playerID).includes(choice.card))
    return INVALID_MOVE;
  const contract = G.contract!;
  contract.calledCard = choice.card;
  // Whoever holds it is the secret partner; in the chien or the taker's own hand, the taker plays alone.
  G.partner = G.seats.find((seat) => seat !== contract.taker && G.hands[seat]!.includes(choice.card)) ?? null;
  logCalled(G, playerID, choice.card);
  events.endPhase();
}

/** Turning the chien up (petite, garde) or setting it aside unseen (garde sans, garde contre). */
export function beginKitty(G: TarotState): void {
  const taker = G.contract!.taker;
  G.toAct = taker;
  if (!takerDiscards(G)) {
    logKittyUnseen(G);
    return;
  }
  G.kittyShown = true;
  logKittyShown(G);
  G.hands[taker]!.push(...G.kitty);
}

/** The cards the taker may put aside next. */
export function legalDiscards(G: TarotState, phase: string | undefined, seat: PlayerID): CardId[] {
  if (phase !== 'discard' || G.contract?.taker !== seat) return [];
  return discardableCards(G.hands[seat] ?? [], KITTY_SIZE[G.seats.length]! - G.discards.length);
}

/** One card put aside (one move per card, its argument redacted: the others learn only the trumps). */
export function discard({ G, ctx, playerID, events }: Context, choice: { card: CardId }) {
  if (typeof choice !== 'object' || choice === null || !legalDiscards(G, ctx.phase, playerID).includes(choice.card))
    return INVALID_MOVE;
  const hand = G.hands[playerID]!;
  hand.splice(hand.indexOf(choice.card), 1);
  G.discards.push(choice.card);
  if (isTrump(choice.card)) {
    G.trumpDiscards.push(choice.card);
    logTrumpDiscarded(G, playerID, choice.card);
  }
  if (G.discards.length === KITTY_SIZE[G.seats.length]) {
    logDiscardDone(G, playerID);
    events.endPhase();
  }
}

/** The answers the taker may give to "announce a slam?". */
export function legalSlams(G: TarotState, phase: string | undefined, seat: PlayerID): boolean[] {
  return phase === 'slam' && G.contract?.taker === seat && !G.contract.ready ? [false, true] : [];
}

export function slam({ G, ctx, playerID, events }: Context, say: boolean) {
  if (!legalSlams(G, ctx.phase, playerID).includes(say)) return INVALID_MOVE;
  G.contract!.slam = say;
  G.contract!.ready = true;
  if (say) logSlam(G, playerID);
  events.endPhase();
}

/** Leading the first trick: forehand, or the taker after announcing a slam. */
export function beginPlay(G: TarotState): void {
  G.toAct = G.contract?.slam ? G.contract.taker : forehandOf(G.seats, G.dealer);
  G.trick = newTrick(G.toAct);
}

/** Showing a poignée: exactly the trumps chosen (the Excuse only beside every other trump), shown to everyone. */
export function poignee({ G, ctx, playerID }: Context, choice: PoigneeChoice) {
  if (typeof choice !== 'object' || choice === null) return INVALID_MOVE;
  const { level, cards } = choice;
  if (!isPoigneeLevel(level) || !legalPoignees(G, ctx.phase, playerID).includes(level)) return INVALID_MOVE;
  if (!isPoigneeChoice(G.hands[playerID]!, POIGNEE_SIZES[G.seats.length]![level], cards)) return INVALID_MOVE;
  G.poignees.push({ seat: playerID, level, cards: [...cards] });
  G.shownPoignee = { seat: playerID, level, cards: [...cards] };
  logPoignee(G, playerID, level, cards);
}

function finishDeal(G: TarotState) {
  const result = dealResult(G);
  G.rounds.push(dealRow(G, result));
  G.lastResult = result;
  logDealResult(G, result);
  G.revealed = true;
  G.partnerRevealed = true;
  G.confirmed = [];
}

/** The side of `seat` as the server knows it. */
const sideOf = (G: TarotState, seat: PlayerID) => {
  const takers = takerSide(G);
  return takers.includes(seat) ? takers : G.seats.filter((s) => !takers.includes(s));
};

export function play({ G, ctx, playerID, events }: Context, choice: { card: CardId }) {
  if (typeof choice !== 'object' || choice === null) return INVALID_MOVE;
  const { card } = choice;
  if (!isCardOf(DECK, card) || !legalCards(G, ctx.phase, playerID).includes(card)) return INVALID_MOVE;
  const hand = G.hands[playerID]!;
  hand.splice(hand.indexOf(card), 1);
  G.trick.cards.push({ seat: playerID, card });
  if (G.shownPoignee !== null && G.shownPoignee.seat !== playerID) G.shownPoignee = null;
  if (card === G.contract?.calledCard && !G.partnerRevealed) {
    G.partnerRevealed = true;
    logCalledCardPlayed(G, playerID, playerID === G.contract.taker);
  }
  if (G.trick.cards.length < G.seats.length) {
    G.toAct = nextSeat(G.seats, playerID);
    return;
  }
  const lastTrick = G.tricks.length === HAND_SIZE[G.seats.length]! - 1;
  const leader = G.trick.cards[0]!;
  const slamLead = lastTrick && leader.card === EXCUSE && sideTookEveryTrick(G.tricks, sideOf(G, leader.seat));
  const completed = { ...G.trick, winner: trickWinner(G.trick, slamLead) };
  G.tricks.push(completed);
  logTrick(G, completed);
  G.trick = newTrick(completed.winner);
  G.toAct = completed.winner;
  if (lastTrick) {
    G.shownPoignee = null;
    finishDeal(G);
    events.endPhase();
  }
}

export function nextRound({ G, ctx, playerID, events }: Context) {
  if (ctx.phase !== 'roundEnd' || !isActive(ctx, playerID) || G.confirmed.includes(playerID)) return INVALID_MOVE;
  G.confirmed.push(playerID);
  logNextDeal(G, playerID);
  if (G.confirmed.length === G.seats.length) events.endPhase();
  else events.endStage();
}

export function quit({ G, ctx, playerID }: Context) {
  if (ctx.phase !== 'roundEnd' || !isActive(ctx, playerID)) return INVALID_MOVE;
  G.quitBy = playerID;
  logQuit(G, playerID);
}
