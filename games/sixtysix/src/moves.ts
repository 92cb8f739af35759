import { newTrick, trickWinner, type FrenchSuit } from '@tabula/cards';
import type { MoveContext } from '@tabula/game-kit';
import { INVALID_MOVE } from 'boardgame.io/core';
import { suitOf, trickRules, trumpNineOf } from './cards';
import {
  canClaimOut,
  canClose,
  canExchangeTrumpNine,
  isSeat,
  isStrict,
  marriageSuits,
  mustDraw,
  otherSeat,
  playableCards,
} from './rules';
import { logClose, logExchange, logMarriage, logMatchResult, logOut, logQuit, logReady, logRoundResult, logTrick } from './log';
import { claimOutcome, playedOutOutcome, roundScoreOf } from './scoring';
import type { RoundOutcome, SixtySixState } from './types';

type Context = MoveContext<SixtySixState>;

/** The sender is a seat, in the play phase, and the current player. */
const playing = ({ ctx, playerID }: Context) => ctx.phase === 'play' && isSeat(playerID) && ctx.currentPlayer === playerID;

function endRound({ G, events }: Context, outcome: RoundOutcome): void {
  G.outcome = outcome;
  G.pendingMarriage = null;
  G.rounds.push(roundScoreOf(G.round, G.dealer, outcome));
  logRoundResult(G, outcome);
  events.endPhase();
}

/** Both draw one card from the stock, the trick's winner (the next leader) first. */
function drawBoth(G: SixtySixState, leader: string): void {
  G.hands[leader]!.push(G.stock.shift()!);
  G.hands[otherSeat(leader)]!.push(G.stock.shift()!);
  G.stockCount = G.stock.length;
  G.trumpCard = G.stock[G.stock.length - 1] ?? null;
}

/**
 * The leader, short of cards while the stock is open: both draw one, the leader first. `play` draws
 * by itself after every trick; this move only serves a state saved before it did.
 */
export function draw(context: Context) {
  const { G, playerID } = context;
  if (!playing(context) || !mustDraw(G, playerID)) return INVALID_MOVE;
  drawBoth(G, playerID);
}

/** The leader closes the stock: no more drawing, strict play, the trump card turned down. */
export function close(context: Context) {
  const { G, playerID } = context;
  if (!playing(context) || !canClose(G, playerID)) return INVALID_MOVE;
  G.closing = { seat: playerID, opponentTrickCount: G.trickCounts[otherSeat(playerID)] ?? 0 };
  G.announcement = { kind: 'close', seat: playerID };
  logClose(G, playerID);
}

/** The leader swaps the trump 9 for the face-up trump card. */
export function exchangeTrumpNine(context: Context) {
  const { G, playerID } = context;
  if (!playing(context) || !canExchangeTrumpNine(G, playerID) || G.trumpSuit === null || G.trumpCard === null)
    return INVALID_MOVE;
  const nine = trumpNineOf(G.trumpSuit);
  const hand = G.hands[playerID]!;
  G.exchangedTrump = { seat: playerID, takenCard: G.trumpCard };
  hand.splice(hand.indexOf(nine), 1, G.trumpCard);
  G.stock[G.stock.length - 1] = nine;
  G.trumpCard = nine;
  G.announcement = { kind: 'exchange', seat: playerID };
  logExchange(G, playerID, nine, G.exchangedTrump.takenCard);
}

/** The leader declares a king and queen of one suit (20, 40 in trumps) and must lead one of them. */
export function declareMarriage(context: Context, choice: { suit: FrenchSuit }) {
  const { G, playerID } = context;
  if (!playing(context) || typeof choice !== 'object' || choice === null) return INVALID_MOVE;
  const suit = choice.suit;
  if (!marriageSuits(G, playerID).includes(suit)) return INVALID_MOVE;
  const points = suit === G.trumpSuit ? 40 : 20;
  const marriage = { seat: playerID, suit, points } as const;
  G.marriages.push(marriage);
  G.pendingMarriage = marriage;
  G.announcement = { kind: 'marriage', seat: playerID, suit, points };
  logMarriage(G, playerID, suit, points);
}

/** The leader claims to have 66: the round ends at once. */
export function claimOut(context: Context) {
  const { G, playerID } = context;
  if (!playing(context) || !canClaimOut(G, playerID)) return INVALID_MOVE;
  const outcome = claimOutcome(G, playerID);
  logOut(G, outcome);
  endRound(context, outcome);
}

/** Plays a card of the sender's own hand to the trick, if it is one the rules allow now. */
export function play(context: Context, choice: { card: number }) {
  const { G, playerID, events } = context;
  if (!playing(context) || typeof choice !== 'object' || choice === null) return INVALID_MOVE;
  const card = choice.card;
  if (!playableCards(G, playerID).includes(card)) return INVALID_MOVE;
  const hand = G.hands[playerID]!;
  hand.splice(hand.indexOf(card), 1);
  if (G.exchangedTrump?.takenCard === card) G.exchangedTrump = null;
  const trumpSuit = G.trumpSuit!;
  const led = G.trick.cards[0];
  if (led !== undefined && isStrict(G)) noteVoids(G, playerID, suitOf(led.card), suitOf(card), trumpSuit);
  G.trick.cards.push({ seat: playerID, card });
  G.pendingMarriage = null;
  if (G.trick.cards.length < 2) {
    events.endTurn();
    return;
  }
  const winner = trickWinner(G.trick, trickRules(trumpSuit, isStrict(G)));
  G.wonCards[winner]!.push(...G.trick.cards.map((played) => played.card));
  G.trickCounts[winner] = (G.trickCounts[winner] ?? 0) + 1;
  G.lastTrick = G.trick;
  G.lastTrickWinner = winner;
  logTrick(G, G.trick, winner);
  G.trick = newTrick(winner);
  G.announcement = null;
  if (G.hands['0']!.length === 0 && G.hands['1']!.length === 0) {
    endRound(context, playedOutOutcome(G));
    return;
  }
  // While the stock is open both draw at once after the trick, the winner first (no press needed).
  if (mustDraw(G, winner)) drawBoth(G, winner);
  events.endTurn();
}

/** Not following (or not trumping) while it is compulsory shows the seat holds none of that suit. */
function noteVoids(G: SixtySixState, seat: string, ledSuit: FrenchSuit, playedSuit: FrenchSuit, trumpSuit: FrenchSuit): void {
  if (playedSuit === ledSuit) return;
  const voids = G.voids[seat]!;
  const add = (suit: FrenchSuit) => {
    if (!voids.includes(suit)) voids.push(suit);
  };
  add(ledSuit);
  if (playedSuit !== trumpSuit) add(trumpSuit);
}

/** Between rounds: the seat asks for the next deal, which comes once both have asked. */
export function nextRound({ G, ctx, playerID, events }: Context) {
  if (ctx.phase !== 'roundEnd' || !isSeat(playerID) || G.confirmed.includes(playerID)) return INVALID_MOVE;
  G.confirmed.push(playerID);
  logReady(G, playerID);
  if (G.confirmed.length === 2) events.endPhase();
}

/** Between rounds: the seat ends the match; the higher total wins. */
export function quit({ G, ctx, playerID }: Context) {
  if (ctx.phase !== 'roundEnd' || !isSeat(playerID) || G.quitBy !== null) return INVALID_MOVE;
  G.quitBy = playerID;
  logQuit(G, playerID);
  logMatchResult(G);
}
