import type { PlayerID } from 'boardgame.io';
import type { LogLine } from '@tabula/game-kit';
import type { Card } from './cards';
import type { ClueKind, Knowledge } from './knowledge';

/**
 * Room options. `emptyHints`: the reference (and this site's older version) accepts a hint that
 * touches no card; the published rule refuses it (the default).
 */
export interface Settings {
  emptyHints: 'refused' | 'allowed';
}

/** A card in a hand: the card (secret from its holder) and the public hint marks on it. */
export interface HandCard extends Card {
  knowledge: Knowledge;
  /** A hint pointed at this card (marks from elimination alone do not count). */
  clued: boolean;
}

/** A hint as everybody saw it, kept for the computer players' conventions and the board. */
export interface ClueRecord {
  giver: PlayerID;
  receiver: PlayerID;
  kind: ClueKind;
  index: number;
  /** The receiver's card ids in slot order when the hint was given. */
  handIds: number[];
  /** The ids of the cards it pointed at. */
  touchedIds: number[];
  /** The piles' top values when it was given (0 for an empty pile), by colour. */
  piles: number[];
}

/** What the last action was, for the board to show (public). */
export type LastAction =
  | { kind: 'play'; seat: PlayerID; card: Card; success: boolean }
  | { kind: 'discard'; seat: PlayerID; card: Card }
  | { kind: 'hint'; seat: PlayerID; clue: ClueRecord };

export interface ZooParadeState {
  settings: Settings;
  /** Every seat, in seat order. */
  seats: PlayerID[];
  /** The undealt cards in draw order: secret from everyone (only their number is shown). */
  deck: Card[];
  /** Each seat's cards in slot order: a seat never sees its own, only the marks on them. */
  hands: Record<PlayerID, HandCard[]>;
  /** The top value of each colour's pile (0 when empty), by colour. */
  piles: number[];
  /** Discarded and misplayed cards, in order (public). */
  trash: Card[];
  /** Hint tokens ("treats"), 0-8. */
  treats: number;
  /** Mistakes the team may still make. */
  lives: number;
  /** Turns left once the last card was drawn (each seat one more), else null. */
  finalTurnsLeft: number | null;
  clues: ClueRecord[];
  lastAction: LastAction | null;
  /** The deck has been dealt (in the first play phase, never in setup). */
  dealt: boolean;
  finished: boolean;
  log: LogLine[];
}
