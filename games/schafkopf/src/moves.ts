import type { PlayerID } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { DECKS, isCardOf, isTrickComplete, newTrick, trickWinner, type CardId, type GermanSuit } from '@tabula/cards';
import type { MoveContext } from '@tabula/game-kit';
import { applyBid, isBidCall, legalBids } from './bidding';
import { calledAceOf, callableSuits, mayAnnounceTout, soloSuits } from './contracts';
import {
  logAllPassed,
  logBid,
  logCalledAcePlayed,
  logContra,
  logContract,
  logDealResult,
  logNextDeal,
  logQuit,
  logRe,
  logTrick,
} from './log';
import { dealIsOver, legalCards, rulesOfDeal } from './play';
import { dealResult, dealRow } from './scoring';
import { forehandOf, nextSeat } from './seats';
import type { BidCall, SchafkopfState } from './types';

type Context = MoveContext<SchafkopfState>;

/** What the taker chooses after the bidding: the called ace's suit (Rufspiel) or the trump suit (Solo), and Tout. */
export interface Declaration {
  suit?: GermanSuit;
  tout?: boolean;
}

const isActive = (ctx: Context['ctx'], seat: PlayerID) =>
  ctx.activePlayers ? ctx.activePlayers[seat] !== undefined : ctx.currentPlayer === seat;

export function bid({ G, ctx, playerID, events }: Context, call: BidCall) {
  if (ctx.phase !== 'bidding' || !isBidCall(call) || !legalBids(G, playerID).includes(call)) return INVALID_MOVE;
  const outcome = applyBid(G, playerID, call);
  logBid(G, playerID, call);
  if (outcome.kind === 'thrownIn') {
    G.thrownIn += 1;
    logAllPassed(G);
    events.endPhase();
  }
  if (outcome.kind === 'taker') {
    G.thrownIn = 0;
    G.contract = {
      kind: outcome.contract,
      taker: outcome.seat,
      calledSuit: null,
      trumpSuit: null,
      tout: false,
      // A Bettel has nothing to choose.
      declared: outcome.contract === 'bettel',
    };
    G.toAct = outcome.seat;
    if (G.contract.declared) logContract(G, G.contract);
    events.endPhase();
  }
}

/** The declarations the taker may make now, as the move accepts them. */
export function legalDeclarations(G: SchafkopfState, seat: PlayerID): Declaration[] {
  const contract = G.contract;
  if (!contract || contract.declared || contract.taker !== seat) return [];
  const hand = G.hands[seat] ?? [];
  if (contract.kind === 'rufspiel') return callableSuits(G.deckName, hand).map((suit) => ({ suit }));
  const touts = mayAnnounceTout(contract.kind) ? [false, true] : [false];
  if (contract.kind === 'solo') return soloSuits(G.deckName, hand).flatMap((suit) => touts.map((tout) => ({ suit, tout })));
  return touts.map((tout) => ({ tout }));
}

const sameDeclaration = (a: Declaration, b: Declaration) => a.suit === b.suit && (a.tout ?? false) === (b.tout ?? false);

export function declare({ G, ctx, playerID, events }: Context, declaration: Declaration) {
  if (ctx.phase !== 'declare' || typeof declaration !== 'object' || declaration === null) return INVALID_MOVE;
  const sent: Declaration = { suit: declaration.suit, tout: declaration.tout === true };
  if (declaration.tout !== undefined && typeof declaration.tout !== 'boolean') return INVALID_MOVE;
  const legal = legalDeclarations(G, playerID).find((option) => sameDeclaration(option, sent));
  if (!legal) return INVALID_MOVE;
  const contract = G.contract!;
  contract.declared = true;
  contract.tout = legal.tout ?? false;
  if (contract.kind === 'rufspiel') {
    contract.calledSuit = legal.suit!;
    const ace = calledAceOf(G.deckName, contract)!;
    G.partner = G.seats.find((seat) => G.hands[seat]!.includes(ace)) ?? null;
  }
  if (contract.kind === 'solo') contract.trumpSuit = legal.suit!;
  logContract(G, contract);
  events.endPhase();
}

/** Seats asked "Contra?": every seat but the taker (the secret partner too, who may only decline). */
export const contraSeats = (G: SchafkopfState) => G.seats.filter((seat) => seat !== G.contract?.taker);
/** Seats asked "Re?": the taker and every seat that did not say Contra (only the taker's side may say yes). */
export const reSeats = (G: SchafkopfState) => G.seats.filter((seat) => !G.contra.includes(seat));

const cardsPlayed = (G: SchafkopfState) => G.tricks.length > 0 || G.trick.cards.length > 0;

const onTakerSide = (G: SchafkopfState, seat: PlayerID) => seat === G.contract?.taker || seat === G.partner;

/** The answers `seat` may give now to the Contra question (false: no, true: Contra). */
export function legalContra(G: SchafkopfState, seat: PlayerID): boolean[] {
  if (!G.contract?.declared || !contraSeats(G).includes(seat) || G.answered.includes(seat) || cardsPlayed(G)) return [];
  return onTakerSide(G, seat) ? [false] : [false, true];
}

export function legalRe(G: SchafkopfState, seat: PlayerID): boolean[] {
  if (G.contra.length === 0 || !reSeats(G).includes(seat) || G.answered.includes(seat) || cardsPlayed(G)) return [];
  return onTakerSide(G, seat) ? [false, true] : [false];
}

export function contra({ G, ctx, playerID, events }: Context, say: boolean) {
  // Contra may be said only before the first card of the deal, when every opponent is asked.
  if (ctx.phase !== 'contra' || !isActive(ctx, playerID) || !legalContra(G, playerID).includes(say)) return INVALID_MOVE;
  G.answered.push(playerID);
  if (say) {
    G.contra.push(playerID);
    logContra(G, playerID);
  }
  if (G.answered.length === contraSeats(G).length) {
    G.answered = [];
    events.endPhase();
  } else events.endStage();
}

export function re({ G, ctx, playerID, events }: Context, say: boolean) {
  if (ctx.phase !== 're' || !isActive(ctx, playerID) || !legalRe(G, playerID).includes(say)) return INVALID_MOVE;
  G.answered.push(playerID);
  if (say) {
    G.re.push(playerID);
    if (playerID === G.partner) G.partnerRevealed = true;
    logRe(G, playerID);
  }
  if (G.answered.length === reSeats(G).length) {
    G.answered = [];
    events.endPhase();
  } else events.endStage();
}

function finishDeal(G: SchafkopfState) {
  const result = dealResult(G);
  G.rounds.push(dealRow(G, result));
  G.lastResult = result;
  logDealResult(G, G.contract!, result);
  G.revealed = true;
  G.partnerRevealed = true;
  G.confirmed = [];
}

export function play({ G, ctx, playerID, events }: Context, choice: { card: CardId }) {
  if (typeof choice !== 'object' || choice === null) return INVALID_MOVE;
  const { card } = choice;
  if (!isCardOf(DECKS[G.deckName], card) || !legalCards(G, ctx.phase, playerID).includes(card)) return INVALID_MOVE;
  const hand = G.hands[playerID]!;
  hand.splice(hand.indexOf(card), 1);
  G.trick.cards.push({ seat: playerID, card });
  if (card === calledAceOf(G.deckName, G.contract)) {
    if (!G.partnerRevealed) logCalledAcePlayed(G, playerID);
    G.partnerRevealed = true;
  }
  if (isTrickComplete(G.trick, G.seats)) {
    const completed = { ...G.trick, winner: trickWinner(G.trick, rulesOfDeal(G)) };
    const { winner } = completed;
    G.tricks.push(completed);
    logTrick(G, completed);
    G.trick = newTrick(winner);
    G.toAct = winner;
    if (dealIsOver(G)) {
      finishDeal(G);
      events.endPhase();
    }
  } else {
    G.toAct = nextSeat(G.seats, playerID);
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

/** Leading the first trick: forehand. */
export function beginPlay(G: SchafkopfState) {
  G.toAct = forehandOf(G.seats, G.dealer);
  G.trick = newTrick(G.toAct);
  G.answered = [];
}
