import type { PlayerID } from 'boardgame.io';
import { resignedSeats } from '@tabula/game-kit';
import {
  logAbandoned,
  logChallenge,
  logChallengeWon,
  logEliminated,
  logFlipped,
  logLastStanding,
  logLostCard,
  logRoundStarted,
} from './log';
import { biddersLeft, bunniesFlipped, flippedCount, nextSeatAfter, seatsStillIn, sortHand } from './table';
import type { BombsAndBunniesState, CardKind, RoundOutcome } from './types';

/** What drawing a card at random needs: boardgame.io's random API (the platform's cryptographic source). */
export interface Chance {
  Die: (spots: number) => number;
}

export const WINS_NEEDED = 2;

/** The next seat to bet after `seat`: the first still in the betting. */
export function nextBidder(G: BombsAndBunniesState, seat: PlayerID): PlayerID {
  return nextSeatAfter(G, seat, (other) => !G.passed.includes(other)) ?? seat;
}

/** The highest bidder becomes the challenger and flips. */
export function startReveal(G: BombsAndBunniesState): void {
  const { seat, amount } = G.bet!;
  G.step = 'revealing';
  G.toAct = seat;
  logChallenge(G, seat, amount);
}

/** After a bet or a pass: the reveal once one bidder is left or the bet is the total, else the next bidder. */
export function continueBetting(G: BombsAndBunniesState, from: PlayerID, total: number): void {
  if (G.bet!.amount >= total || biddersLeft(G).length <= 1) startReveal(G);
  else G.toAct = nextBidder(G, from);
}

function outcome(G: BombsAndBunniesState, result: RoundOutcome['result'], eliminated = false): RoundOutcome {
  return {
    challenger: G.bet!.seat,
    bet: G.bet!.amount,
    flips: G.flips.map((flip) => ({ ...flip })),
    result,
    bombOwner: G.penalty?.bombOwner ?? null,
    eliminated,
  };
}

/** Everybody takes their cards back; `starter` (still in) places first. */
function nextRound(G: BombsAndBunniesState, starter: PlayerID): void {
  for (const seat of G.seats) {
    G.hands[seat] = sortHand([...G.hands[seat]!, ...G.stacks[seat]!]);
    G.stacks[seat] = [];
  }
  G.round += 1;
  G.step = 'placing';
  G.bet = null;
  G.passed = [];
  G.flips = [];
  G.penalty = null;
  G.toAct = starter;
  logRoundStarted(G, starter);
}

/** The last seat still in wins, with or without a successful challenge. */
function declareLastStanding(G: BombsAndBunniesState): void {
  const still = seatsStillIn(G);
  if (still.length !== 1 || G.winner !== null) return;
  G.winner = still[0]!;
  logLastStanding(G, G.winner);
}

/** The round is over when one seat is left (it wins), else the next begins. */
function endRound(G: BombsAndBunniesState, starter: PlayerID | null): void {
  const still = seatsStillIn(G);
  if (still.length <= 1) {
    declareLastStanding(G);
    return;
  }
  nextRound(G, starter !== null && still.includes(starter) ? starter : (nextSeatAfter(G, starter ?? G.seats[0]!) ?? still[0]!));
}

/** Turns the top face-down card of `owner`'s stack: a bomb starts the penalty, the bet's last bunny wins. */
export function flipTop(G: BombsAndBunniesState, owner: PlayerID): void {
  const stack = G.stacks[owner]!;
  const kind = stack[stack.length - 1 - flippedCount(G, owner)]!;
  G.flips.push({ seat: owner, kind });
  logFlipped(G, owner, kind);
  const challenger = G.bet!.seat;
  if (kind === 'bomb') {
    startPenalty(G, challenger, owner);
    return;
  }
  if (bunniesFlipped(G) < G.bet!.amount) return;
  G.wins[challenger] = (G.wins[challenger] ?? 0) + 1;
  logChallengeWon(G, challenger, G.wins[challenger]!);
  G.lastOutcome = outcome(G, 'won');
  if (G.wins[challenger]! >= WINS_NEEDED) {
    G.winner = challenger;
    return;
  }
  endRound(G, G.settings.starterAfterWin === 'challenger' ? challenger : nextSeatAfter(G, challenger));
}

/** The challenger takes its own cards back first; then the bomb's owner chooses (its own bomb) or draws the lost card. */
function startPenalty(G: BombsAndBunniesState, challenger: PlayerID, bombOwner: PlayerID): void {
  G.hands[challenger] = sortHand([...G.hands[challenger]!, ...G.stacks[challenger]!]);
  G.stacks[challenger] = [];
  G.step = 'penalty';
  G.penalty = { challenger, bombOwner };
  G.toAct = bombOwner;
}

/** The challenger loses one card of its hand, face down; out of cards, it is out of the match. */
export function loseCard(G: BombsAndBunniesState, index: number): void {
  const { challenger, bombOwner } = G.penalty!;
  const hand = G.hands[challenger]!;
  const [card] = hand.splice(index, 1) as [CardKind];
  G.lost[challenger]!.push(card);
  logLostCard(G, challenger);
  const eliminated = hand.length === 0;
  if (eliminated) {
    G.eliminated.push(challenger);
    logEliminated(G, challenger);
  }
  G.lastOutcome = outcome(G, 'failed', eliminated);
  // The bomb's owner starts the next round; if that was the challenger and it is out, the seat after it.
  endRound(G, bombOwner);
}

/** A card of the challenger's hand drawn at random (its owner alone learns which). */
export function loseRandomCard(G: BombsAndBunniesState, random: Chance): void {
  loseCard(G, random.Die(G.hands[G.penalty!.challenger]!.length) - 1);
}

/** The bet's holder conceded: nobody wins or loses a card; the round starts again after it. */
export function abandonRound(G: BombsAndBunniesState): void {
  const holder = G.bet!.seat;
  logAbandoned(G, holder);
  G.lastOutcome = outcome(G, 'abandoned');
  endRound(G, nextSeatAfter(G, holder));
}

/**
 * After any move, a concession included: a seat that conceded is passed over. Its cards stay on the
 * table for the round (they may be flipped); as the bet's holder the round is abandoned; as the
 * bomb's owner its draw is made for it.
 */
export function leaveOutResignedSeats(G: BombsAndBunniesState, random: Chance): void {
  const out = resignedSeats(G);
  if (out.length === 0 || G.winner !== null) return;
  if (seatsStillIn(G).length <= 1) {
    declareLastStanding(G);
    return;
  }
  if ((G.step === 'betting' || G.step === 'revealing') && out.includes(G.bet!.seat)) {
    abandonRound(G);
    return;
  }
  if (!out.includes(G.toAct)) return;
  if (G.step === 'placing') G.toAct = nextSeatAfter(G, G.toAct) ?? G.toAct;
  else if (G.step === 'betting') continueBetting(G, G.toAct, Number.POSITIVE_INFINITY);
  else if (G.step === 'penalty') loseRandomCard(G, random);
}
