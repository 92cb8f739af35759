import type { CardId, FrenchSuit, Trick } from '@tabula/cards';
import type { LogLine, RoundScore } from '@tabula/game-kit';
import type { PlayerID } from 'boardgame.io';

/** A declared king and queen of one suit: 20 points, 40 in trumps (counted once the seat has a trick). */
export interface Marriage {
  seat: PlayerID;
  suit: FrenchSuit;
  points: 20 | 40;
}

/** The latest thing a player announced, shown to both until the trick ends. Never carries a card. */
export type Announcement =
  | { kind: 'marriage'; seat: PlayerID; suit: FrenchSuit; points: 20 | 40 }
  | { kind: 'exchange'; seat: PlayerID }
  | { kind: 'close'; seat: PlayerID };

export interface Closing {
  seat: PlayerID;
  /** Tricks the closer's opponent had won when the stock was closed (none: the closer's penalty is 3). */
  opponentTrickCount: number;
}

/**
 * How a round ended: 'playedOut' (stock exhausted, every trick played, more points wins), 'tie'
 * (played out with equal points: nobody scores), 'closed' (the closer reached 66), 'closerFailed',
 * 'out' (a correct "Out!"), 'falseOut' (an "Out!" with fewer than 66).
 */
export type RoundEndReason = 'playedOut' | 'tie' | 'closed' | 'closerFailed' | 'out' | 'falseOut';

export interface RoundOutcome {
  reason: RoundEndReason;
  winner: PlayerID | null;
  /** Game points the winner scores: 1, 2 or 3 (0 for a tie). */
  gamePoints: number;
  /** Each seat's points at the end: card points, the marriages that count and the last-trick bonus. */
  points: Record<PlayerID, number>;
  /** The seat that called "Out!", if any. */
  claimant: PlayerID | null;
}

export interface SixtySixState {
  /** 1 for the first round (0 before the first deal). */
  round: number;
  dealer: PlayerID;
  trumpSuit: FrenchSuit | null;
  hands: Record<PlayerID, CardId[]>;
  /** Face down, top first; the last card is the trump card turned face up beneath it. Server only. */
  stock: CardId[];
  /** The stock's size, public. */
  stockCount: number;
  /** The face-up trump card at the bottom of the stock while it has one (the view hides it once closed). */
  trumpCard: CardId | null;
  /** The trick being played; its leader is the seat on lead. */
  trick: Trick;
  /** The latest complete trick, shown until the next one starts. */
  lastTrick: Trick | null;
  lastTrickWinner: PlayerID | null;
  /** Cards each seat won in tricks (played face up: public, though the board does not show them). */
  wonCards: Record<PlayerID, CardId[]>;
  trickCounts: Record<PlayerID, number>;
  marriages: Marriage[];
  /** After a marriage is declared the lead must be its king or queen. */
  pendingMarriage: Marriage | null;
  closing: Closing | null;
  /** Suits a seat showed out of while following was compulsory (the trump suit included). */
  voids: Record<PlayerID, FrenchSuit[]>;
  announcement: Announcement | null;
  /**
   * The face-up trump card a seat took for the trump 9 this round (public: both saw it taken),
   * while it is still in that seat's hand.
   */
  exchangedTrump: { seat: PlayerID; takenCard: CardId } | null;
  /** The round's deal, kept for the reveal; no view sends it before the round ends. */
  deal: { hands: Record<PlayerID, CardId[]>; stock: CardId[] };
  /** Set when the round has ended, until the next deal. */
  outcome: RoundOutcome | null;
  rounds: RoundScore[];
  /** Seats that asked for the next round. */
  confirmed: PlayerID[];
  /** The seat that ended the match between rounds. */
  quitBy: PlayerID | null;
  /** What both players saw and heard, in order (public: the face-up trump card, tricks, announcements; never a hand or a card drawn). */
  log: LogLine[];
}

/** What the round-end reveal shows: the deal and what was left unplayed. */
export interface Reveal {
  dealtHands: Record<PlayerID, CardId[]>;
  dealtStock: CardId[];
  /** Cards left in the stock (after closing or an early "Out!"). */
  stock: CardId[];
}

/** A seat's (or a spectator's) view: own hand only, the stock as a count, the reveal at round end. */
export type SixtySixView = Omit<SixtySixState, 'stock' | 'deal'> & {
  handCounts: Record<PlayerID, number>;
  reveal: Reveal | null;
};

/** The fields the rules read, present in the state and in every view. */
export type Table = Omit<SixtySixState, 'stock' | 'deal'>;
