import type { PlayerID } from 'boardgame.io';
import type { LogLine, RoundScore, SecretPicks } from '@tabula/game-kit';
import type { CardId } from './cards';

/** A seat's secret pick: one card of its hand, or two (in ascending id order) with a fork. */
export interface PickedCards {
  cards: CardId[];
}

/** What a seat has in front of it this round (public). */
export interface Tableau {
  /** The cards it took this round, in the order taken; a fork it used has left (it went back into a hand). */
  playedCards: CardId[];
  /** Mayos taken and not yet spent on a sandwich (each triples exactly one later sandwich). */
  mayosWaiting: number;
  /** Sandwiches tripled by a mayo this round. */
  tripledSandwiches: number;
  /** Points scored by the cards this round so far (chips come at the round's end). */
  points: number;
}

/** One seat's revealed pick, as the table saw it. */
export interface RevealedPick {
  seat: PlayerID;
  cards: CardId[];
  /** It took two cards with a fork (the fork went back into the hand it passed on). */
  usedFork: boolean;
  /** Points its cards scored at once. */
  points: number;
}

export interface PicnicGoState {
  /** Every seat, in seat order; a hand goes to the next seat in this order. */
  seats: PlayerID[];
  /** 1-3 once dealt; 0 before the first deal. */
  roundNumber: number;
  /** The round's scoring is done and the seats are asked to be ready (or the match is over). */
  roundOver: boolean;
  /** Secret: each seat sees only the hand it holds now. */
  hands: Record<PlayerID, CardId[]>;
  /** Secret: the cards of the round's deck that were not dealt. Nobody ever sees them. */
  undealtCards: CardId[];
  /** The open round of secret picks: a seat sees its own and who has picked. */
  picks: SecretPicks<PickedCards>;
  /** The last reveal of this round (public), null before the first. */
  lastReveal: RevealedPick[] | null;
  tableaus: Record<PlayerID, Tableau>;
  /** Cupcakes each seat has collected over the match (kept from round to round). */
  cupcakeCounts: Record<PlayerID, number>;
  /** Score rows: one per round (cards and chips), and one for the cupcakes after round 3. */
  rounds: RoundScore[];
  /** Seats that pressed "Ready" (or "End game") at this round's end. */
  confirmed: PlayerID[];
  finished: boolean;
  log: LogLine[];
}
