import type { PlayerID } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { isCardOf, isTrickComplete, newTrick, trickWinner, type CardId } from '@tabula/cards';
import type { MoveContext } from '@tabula/game-kit';
import { applyAnnouncement, legalAnnouncements } from './announcements';
import { applyBid, isBidCall, legalBids } from './bidding';
import { DECK, isClubQueen } from './cards';
import {
  logAnnouncement,
  logBid,
  logContract,
  logMarriageDecided,
  logNextRound,
  logQuit,
  logRoundResult,
  logShowsRe,
  logSilentSolo,
  logTrick,
} from './log';
import { TRICKS_PER_ROUND, legalCards, onCardPlayed, onTrickWon, rulesOfRound, showAllSides } from './play';
import { roundResult, roundRow } from './scoring';
import { forehandOf, nextSeat } from './seats';
import type { Announcement, BidCall, DoppelkopfState, ReservationCall } from './types';

type Context = MoveContext<DoppelkopfState>;

const isActive = (ctx: Context['ctx'], seat: PlayerID) =>
  ctx.activePlayers ? ctx.activePlayers[seat] !== undefined : ctx.currentPlayer === seat;

/** The sides of a new contract: the club queens' holders are Re in a normal game; the declarer otherwise (a marriage's partner comes later). */
function settleContract(G: DoppelkopfState, declarer: PlayerID | null, kind: ReservationCall | 'normal'): void {
  G.contract = { kind, declarer, partner: null, decidedAt: 0 };
  G.teams = Object.fromEntries(
    G.seats.map((seat) => {
      const re = declarer === null ? G.hands[seat]!.some(isClubQueen) : seat === declarer;
      return [seat, re ? 're' : 'kontra'];
    }),
  );
  if (kind === 'marriage') G.shownSides = { [declarer!]: 're' };
  else if (declarer !== null) showAllSides(G);
  G.toAct = forehandOf(G.seats, G.dealer);
  G.trick = newTrick(G.toAct);
  logContract(G);
}

export function bid({ G, ctx, playerID, events }: Context, call: BidCall) {
  if (ctx.phase !== 'bidding' || !isBidCall(call) || !legalBids(G, playerID).includes(call)) return INVALID_MOVE;
  const outcome = applyBid(G, playerID, call);
  logBid(G, playerID, call);
  if (outcome.kind === 'continue') return;
  if (outcome.kind === 'normal') settleContract(G, null, 'normal');
  else settleContract(G, outcome.seat, outcome.contract);
  events.endPhase();
}

/** Re, Kontra, No 90, No 60, No 30 or Schwarz, by any seat at any moment of the play its deadline allows (see announcements.ts). */
export function announce({ G, ctx, playerID }: Context, call: Announcement) {
  if (typeof call !== 'string' || !legalAnnouncements(G, ctx.phase, playerID).includes(call)) return INVALID_MOVE;
  applyAnnouncement(G, playerID, call);
  logAnnouncement(G, playerID, call);
}

function finishRound(G: DoppelkopfState) {
  const result = roundResult(G);
  G.rounds.push(roundRow(G, result));
  G.lastResult = result;
  logRoundResult(G, result);
  G.revealed = true;
  showAllSides(G);
  G.confirmed = [];
}

export function play({ G, ctx, playerID, events }: Context, choice: { card: CardId }) {
  if (typeof choice !== 'object' || choice === null) return INVALID_MOVE;
  const { card } = choice;
  if (!isCardOf(DECK, card) || !legalCards(G, ctx.phase, playerID).includes(card)) return INVALID_MOVE;
  const hand = G.hands[playerID]!;
  hand.splice(hand.indexOf(card), 1);
  const shownBefore = G.shownSides[playerID];
  const kindBefore = G.contract!.kind;
  G.trick.cards.push({ seat: playerID, card });
  onCardPlayed(G, playerID, card);
  if (G.contract!.kind === 'silentSolo' && kindBefore !== 'silentSolo') logSilentSolo(G, playerID);
  else if (shownBefore === undefined && G.shownSides[playerID] === 're') logShowsRe(G, playerID);
  if (!isTrickComplete(G.trick, G.seats)) {
    G.toAct = nextSeat(G.seats, playerID);
    return;
  }
  const completed = { ...G.trick, winner: trickWinner(G.trick, rulesOfRound(G)) };
  G.tricks.push(completed);
  logTrick(G, completed);
  const decidedBefore = G.contract!.decidedAt;
  onTrickWon(G, completed, G.tricks.length);
  if (decidedBefore === 0 && G.contract!.decidedAt > 0) logMarriageDecided(G);
  G.trick = newTrick(completed.winner);
  G.toAct = completed.winner;
  if (G.tricks.length === TRICKS_PER_ROUND) {
    finishRound(G);
    events.endPhase();
  }
}

export function nextRound({ G, ctx, playerID, events }: Context) {
  if (ctx.phase !== 'roundEnd' || !isActive(ctx, playerID) || G.confirmed.includes(playerID)) return INVALID_MOVE;
  G.confirmed.push(playerID);
  logNextRound(G, playerID);
  if (G.confirmed.length === G.seats.length) events.endPhase();
  else events.endStage();
}

export function quit({ G, ctx, playerID }: Context) {
  if (ctx.phase !== 'roundEnd' || !isActive(ctx, playerID)) return INVALID_MOVE;
  G.quitBy = playerID;
  logQuit(G, playerID);
}
