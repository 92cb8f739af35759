import type { PlayerID } from 'boardgame.io';
import type { LogLine } from '@tabula/game-kit';

/** A card is named by what it is: its owner knows it, nobody else is ever told which of a hand it is. */
export type CardKind = 'bunny' | 'bomb';

/**
 * Who starts the round after a successful challenge: the challenger (the published Skull rule), or
 * the player after the challenger (the reference site's rule).
 */
export type StarterAfterWin = 'challenger' | 'nextPlayer';

export interface Settings {
  starterAfterWin: StarterAfterWin;
}

/**
 * The part of a round the table is in: placing (the first card each, then a card more or an opening
 * bet), betting (raise or pass), revealing (the challenger flips), or the penalty (a card is lost).
 */
export type Step = 'placing' | 'betting' | 'revealing' | 'penalty';

/** A card flipped in the reveal (public). */
export interface Flip {
  seat: PlayerID;
  kind: CardKind;
}

/** The highest bet so far and who made it (public). */
export interface Bet {
  seat: PlayerID;
  amount: number;
}

/** How the last finished round ended, for the board's "what just happened" (public). */
export interface RoundOutcome {
  challenger: PlayerID;
  bet: number;
  flips: Flip[];
  /** won: the bet was met; failed: a bomb was flipped; abandoned: the bet's holder conceded. */
  result: 'won' | 'failed' | 'abandoned';
  bombOwner: PlayerID | null;
  /** The challenger lost its last card. */
  eliminated: boolean;
}

export interface BombsAndBunniesState {
  settings: Settings;
  /** Every seat, in seat order. */
  seats: PlayerID[];
  round: number;
  step: Step;
  /** The seat the table waits on. */
  toAct: PlayerID;
  /** Secret: each seat's cards in hand, bunnies first (only its owner sees them). */
  hands: Record<PlayerID, CardKind[]>;
  /** Secret until flipped: each seat's face-down stack, bottom first (only its owner sees it). */
  stacks: Record<PlayerID, CardKind[]>;
  /** Secret: the cards each seat lost, face down (only its owner sees what they were; the count is public). */
  lost: Record<PlayerID, CardKind[]>;
  /** Successful challenges per seat (public). */
  wins: Record<PlayerID, number>;
  /** Seats that lost their last card, in the order they went out (public). */
  eliminated: PlayerID[];
  bet: Bet | null;
  /** Seats that passed in this round's betting; passing is final (public). */
  passed: PlayerID[];
  /** This round's flips, in order (public). */
  flips: Flip[];
  /** While a card is being lost: the challenger and the bomb's owner (the seat that chooses or draws it). */
  penalty: { challenger: PlayerID; bombOwner: PlayerID } | null;
  lastOutcome: RoundOutcome | null;
  /** The winner once the match is over. */
  winner: PlayerID | null;
  log: LogLine[];
}
