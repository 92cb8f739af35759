import type { PlayerID } from 'boardgame.io';
import type { LogLine, RoundScore, SecretPicks } from '@tabula/game-kit';
import type { CardNumber } from './cards';

/** One deal (the reference's game), or deals until a seat's total reaches 66 (the published rule). */
export type MatchLength = 'oneDeal' | 'to66';

export interface Settings {
  length: MatchLength;
}

/** A seat's secret pick: the card it will play this round (an object, so the card sits under a card key). */
export interface PickedCard {
  card: CardNumber;
}

/** A revealed pick, placed in card order. */
export interface RevealedPick {
  seat: PlayerID;
  card: CardNumber;
}

/** Where a revealed card went and what its owner took. */
export interface Placement {
  seat: PlayerID;
  card: CardNumber;
  /** The row (0-3) the card went to. */
  row: number;
  /** The cards its owner took from that row (none when the card was added to it). */
  takenCards: CardNumber[];
  /** The card was lower than every row end and its owner chose the row. */
  chosen: boolean;
}

/** The last reveal: the picks in card order, the rows before them, and the placements made so far (public). */
export interface Reveal {
  pickedCards: RevealedPick[];
  startRowCards: CardNumber[][];
  placements: Placement[];
}

export interface TakeSixState {
  settings: Settings;
  /** Every seat, in seat order. */
  seats: PlayerID[];
  /** Deals given so far. */
  dealNumber: number;
  /** Secret: each seat sees only its own, lowest first. */
  hands: Record<PlayerID, CardNumber[]>;
  /** Secret: the cards not dealt this deal; nobody ever sees them. */
  undealtCards: CardNumber[];
  /** The four rows, each in the order its cards were laid (public). */
  rowCards: CardNumber[][];
  /** The open round of secret picks: a seat sees its own and who has picked (picksSeenBy). */
  picks: SecretPicks<PickedCard>;
  /** The last round's reveal and its placements; null before the first reveal of a deal. */
  reveal: Reveal | null;
  /** The seat whose card is lower than every row end and who must choose a row, else null. */
  choosingRow: PlayerID | null;
  /** The cards each seat took this deal (public: they were on the table). */
  takenCards: Record<PlayerID, CardNumber[]>;
  /** One score row per finished deal: the bullheads each seat took. */
  rounds: RoundScore[];
  /** Seats that asked for the next deal. */
  confirmed: PlayerID[];
  /** The match is over (one deal played, or a total reached 66). */
  finished: boolean;
  log: LogLine[];
}
