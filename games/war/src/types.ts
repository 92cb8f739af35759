import type { CardId } from '@tabula/cards';
import type { LogLine } from '@tabula/game-kit';
import type { PlayerID } from 'boardgame.io';

/**
 * What one seat laid in one step of a battle: the face-down cards of a war (none in the opening
 * step), then one card face up. Server only: the face-down cards are never shown.
 */
export interface Play {
  downCards: CardId[];
  upCard: CardId;
}

/** A play as everyone sees it: how many cards lie face down, and the face-up card. */
export interface ShownPlay {
  downCount: number;
  upCard: CardId;
}

/** How a match ended: `allCards` (one seat holds all 52), `outOfCards` (a seat had no card for a war), `battleCap`. */
export type EndReason = 'allCards' | 'outOfCards' | 'battleCap';

export type WarResult = { winner: PlayerID; reason: EndReason } | { draw: true; reason: EndReason };

/** The battle just decided, shown until the next card is turned. Public: no face-down card in it. */
export interface DecidedBattle {
  winner: PlayerID;
  plays: Record<PlayerID, ShownPlay[]>;
  /** How many cards the winner took to the bottom of its pile. */
  takenCount: number;
}

/** The fields the rules, the board and the computer player read: in the state and in every view alike. */
export interface PublicTable {
  /** The seat that turns the next card (or cards, in a war). */
  toAct: PlayerID;
  /** Each pile's size: public. */
  pileCounts: Record<PlayerID, number>;
  /** Comparisons of face-up cards so far (a war's comparisons count too): the battle cap counts these. */
  battles: number;
  /** The last comparison was a tie: the cards stay and the next plays are 3 down and 1 up. */
  war: boolean;
  lastBattle: DecidedBattle | null;
  /** Set when the match is over; `endIf` returns it. */
  result: WarResult | null;
  /** What everyone saw, in order: face-up cards, who won each battle, wars, the end. */
  log: LogLine[];
}

export interface WarState extends PublicTable {
  /** Each seat's face-down pile, top first. Server only: the order is hidden from everyone. */
  pileCards: Record<PlayerID, CardId[]>;
  /** The cards on the table in the battle under way, per seat, in the order laid. */
  table: Record<PlayerID, Play[]>;
}

/** What every seat and a spectator receive: counts for the piles, the face-down cards as counts. */
export interface WarView extends PublicTable {
  table: Record<PlayerID, ShownPlay[]>;
}
