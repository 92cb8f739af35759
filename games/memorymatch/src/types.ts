import type { LogLine } from '@tabula/game-kit';

/** Seat 0 is "Player 1" and starts; seat 1 is "Player 2". */
export type Seat = '0' | '1';

/**
 * A card's face: its picture and which of the pair's two cards it is ("pic-owl:1"). Every card's
 * face is distinct, so a leak check can look for each face-down card on its own. Which card of a
 * pair is ":1" is as random as where it lies, so seeing one tells nothing about the other.
 */
export type Face = string;

export interface Card {
  /** Null in a player's view while the card lies face down. */
  face: Face | null;
  /** The seat that found this card's pair; null while unmatched. */
  matchedBy: Seat | null;
}

/** A finished try: the two cards a seat turned over. */
export interface Try {
  seat: Seat;
  cells: [number, number];
  matched: boolean;
  /** Counts the tries of the game from 1, so a board can tell a new try from the last one. */
  number: number;
}

export interface MemorySettings {
  /** A seat that finds a pair turns over two more cards (the reference's default); off, the turn passes. */
  stayOnMatch: boolean;
}

export interface MemoryState {
  settings: MemorySettings;
  /** The 25 cells of the 5x5 grid, row by row; the centre holds no card (null). Empty until the deal. */
  cells: Array<Card | null>;
  /**
   * Unmatched cards lying face up, in the order turned: one is a try under way; two are a mismatch,
   * left face up for everyone to see until the next seat turns its first card.
   */
  faceUp: number[];
  pairs: Record<Seat, number>;
  lastTry: Try | null;
  /**
   * Every try, in order, as the game log shows it: the two cards by number and whether they made a
   * pair. No pictures: a missed pair turns back face down, and the log must not remember it for anyone.
   */
  log: LogLine[];
}
