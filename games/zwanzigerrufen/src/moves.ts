import type { PlayerID } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { newTrick, isTrickComplete, type CardId } from '@tabula/cards';
import type { MoveContext } from '@tabula/game-kit';
import { applyAnnouncement, findAnnouncement, legalAnnouncements, type AnnounceCall } from './announcements';
import { applyBid, calledCardOf, isBidCall, legalBids } from './bidding';
import { isPackCard } from './cards';
import { logAnnouncement, logBid, logContract, logDealResult, logNextDeal, logPartnerKnown, logQuit, logTrick } from './log';
import { legalCards, TRICKS_PER_DEAL, trickWinner } from './play';
import { dealResult, dealRow } from './scoring';
import { forehandOf, nextSeat } from './seats';
import type { BidCall, Side, ZwanzigerrufenState } from './types';

type Context = MoveContext<ZwanzigerrufenState>;

const isActive = (ctx: Context['ctx'], seat: PlayerID) =>
  ctx.activePlayers ? ctx.activePlayers[seat] !== undefined : ctx.currentPlayer === seat;

export function bid({ G, ctx, playerID, events }: Context, call: BidCall) {
  if (ctx.phase !== 'bidding' || !isBidCall(call) || !legalBids(G, playerID).includes(call)) return INVALID_MOVE;
  const outcome = applyBid(G, playerID, call);
  logBid(G, playerID, call, G.bidding.history[G.bidding.history.length - 1]!.calledRank);
  if (outcome.kind === 'taker') {
    const normal = outcome.contract === 'normal';
    const calledRank = normal
      ? ([...G.bidding.history].reverse().find((h) => h.seat === outcome.seat)?.calledRank ?? null)
      : null;
    G.contract = { kind: outcome.contract, taker: outcome.seat, calledRank };
    const called = calledCardOf(G.contract);
    G.partner = called === null ? null : (G.seats.find((seat) => G.hands[seat]!.includes(called)) ?? null);
    G.announcements = [{ item: 'game', side: 'takers', level: 1, by: null, raisedBy: [] }];
    G.passesInRow = 0;
    // The announcements start with the seat after the last bidder.
    G.toAct = nextSeat(G.seats, playerID);
    logContract(G);
    events.endPhase();
  }
}

const isAnnounceCall = (value: unknown): value is AnnounceCall => typeof value === 'string';

export function announce({ G, ctx, playerID, events }: Context, call: AnnounceCall) {
  if (ctx.phase !== 'announcing' || !isAnnounceCall(call) || !legalAnnouncements(G, playerID).includes(call)) return INVALID_MOVE;
  const wasSecret = !G.partnerRevealed;
  const outcome = applyAnnouncement(G, playerID, call);
  const [, side, item] = call.split(':');
  const level = call.startsWith('raise:') ? findAnnouncement(G, side as Side, item as 'game')!.level : 1;
  logAnnouncement(G, playerID, call, level);
  if (wasSecret && G.partnerRevealed) logPartnerKnown(G, playerID);
  if (outcome === 'done') events.endPhase();
}

function finishDeal(G: ZwanzigerrufenState) {
  const result = dealResult(G);
  G.rounds.push(dealRow(G, result));
  G.lastResult = result;
  logDealResult(G, result);
  G.revealed = true;
  G.partnerRevealed = true;
  G.confirmed = [];
}

export function play({ G, ctx, playerID, events }: Context, choice: { card: CardId }) {
  if (typeof choice !== 'object' || choice === null) return INVALID_MOVE;
  const { card } = choice;
  if (!isPackCard(card) || !legalCards(G, ctx.phase, playerID).includes(card)) return INVALID_MOVE;
  const hand = G.hands[playerID]!;
  hand.splice(hand.indexOf(card), 1);
  G.trick.cards.push({ seat: playerID, card });
  if (card === calledCardOf(G.contract) && !G.partnerRevealed) {
    G.partnerRevealed = true;
    logPartnerKnown(G, playerID);
  }
  if (isTrickComplete(G.trick, G.seats)) {
    const completed = { ...G.trick, winner: trickWinner(G, G.trick) };
    G.tricks.push(completed);
    logTrick(G, completed);
    G.trick = newTrick(completed.winner);
    G.toAct = completed.winner;
    if (G.tricks.length === TRICKS_PER_DEAL) {
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
  if (ctx.phase !== 'roundEnd' || !isActive(ctx, playerID) || G.quitBy !== null) return INVALID_MOVE;
  G.quitBy = playerID;
  logQuit(G, playerID);
}

/** Forehand leads the first trick. */
export function beginPlay(G: ZwanzigerrufenState) {
  G.toAct = forehandOf(G.seats, G.dealer);
  G.trick = newTrick(G.toAct);
}
