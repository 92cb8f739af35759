import type { PlayerID } from 'boardgame.io';
import type { CardId, FrenchSuit, Trick } from '@tabula/cards';
import type { LogLine, RoundScore } from '@tabula/game-kit';

/** The solos a reservation may name: a suit solo (that suit trumps), queens, jacks, or aces (no trumps). */
export const SOLO_KINDS = [
  'soloClubs',
  'soloSpades',
  'soloHearts',
  'soloDiamonds',
  'soloQueens',
  'soloJacks',
  'soloAces',
] as const;
export type SoloKind = (typeof SOLO_KINDS)[number];

/** What a reservation holder names in the second round of the bidding. */
export type ReservationCall = 'marriage' | SoloKind;
/** Round one: "Healthy" or "Reservation"; round two: the reservation. */
export type BidCall = 'healthy' | 'reservation' | ReservationCall;

/**
 * The game played. 'normal' also covers a silent solo until its holder has played both club queens
 * (then 'silentSolo'): until then nobody but the holder may know.
 */
export type ContractKind = 'normal' | 'silentSolo' | 'marriage' | SoloKind;

export type Side = 're' | 'kontra';

/** The announcements in order: Re or Kontra (by side), then No 90, No 60, No 30, Schwarz. */
export const ANNOUNCEMENTS = ['re', 'kontra', 'no90', 'no60', 'no30', 'schwarz'] as const;
export type Announcement = (typeof ANNOUNCEMENTS)[number];

export interface Settings {
  /** Rounds to play; null: until a player quits. */
  rounds: number | null;
}

export interface Bidding {
  round: 'health' | 'name' | 'done';
  /** Round one: every seat's answer so far. */
  answers: Record<PlayerID, 'healthy' | 'reservation'>;
  /** Round two: the reservation holders still to name theirs, in turn order from forehand. */
  toName: PlayerID[];
  /** A marriage named by an earlier holder: it stands unless a later holder names a solo. */
  marriageBy: PlayerID | null;
  /** Every call in order (public). */
  calls: Array<{ seat: PlayerID; call: BidCall }>;
}

/** The game being played (public). */
export interface Contract {
  kind: ContractKind;
  /** The soloist or the marriage holder; null in a normal game (and in a silent solo until shown). */
  declarer: PlayerID | null;
  /** Marriage: the partner once found. */
  partner: PlayerID | null;
  /**
   * Marriage: the trick (1 to 3) that decided it (the partner found, or the holder alone after
   * three); 0 while undecided and in every other game. Announcement deadlines move by this many cards.
   */
  decidedAt: number;
}

export interface CompletedTrick extends Trick {
  winner: PlayerID;
}

export interface AnnouncementMade {
  seat: PlayerID;
  side: Side;
  /** The level reached: 1 Re/Kontra, 2 No 90, 3 No 60, 4 No 30, 5 Schwarz (lower levels said with it). */
  level: number;
}

/** How a round was scored (public once the round is over). */
export interface RoundResult {
  /** Card points of each side. */
  rePoints: number;
  kontraPoints: number;
  winner: Side | null;
  /** Every item counted, as a score-sheet key and the points it gives Re (negative: Kontra). */
  items: Array<{ key: string; value: number }>;
  /** The round's value for each Re seat before a lone player's tripling (negative: Re lost). */
  value: number;
  /** The seats of the Re side. */
  reSeats: PlayerID[];
  solo: boolean;
}

export interface DoppelkopfState {
  settings: Settings;
  /** Every seat, in playing (clockwise) order. */
  seats: PlayerID[];
  dealer: PlayerID;
  /** Secret: each seat sees only its own. */
  hands: Record<PlayerID, CardId[]>;
  /** Secret until the end of the round (the reveal). */
  dealtHands: Record<PlayerID, CardId[]>;
  bidding: Bidding;
  contract: Contract | null;
  /** Secret: the side of every seat, known to the rules from the deal (a seat knows its own). */
  teams: Record<PlayerID, Side>;
  /** The sides made public so far: by a club queen played, an announcement, a solo or a decided marriage. */
  shownSides: Record<PlayerID, Side>;
  /** Each side's announcement level (0 none, 1 Re/Kontra ... 5 Schwarz): public. */
  levels: Record<Side, number>;
  announcements: AnnouncementMade[];
  trick: Trick;
  /** The completed tricks of this round: played cards are public. */
  tricks: CompletedTrick[];
  /** The seat to bid or play next. */
  toAct: PlayerID;
  rounds: RoundScore[];
  lastResult: RoundResult | null;
  /** Seats that confirmed "Next round" at the end of a round. */
  confirmed: PlayerID[];
  quitBy: PlayerID | null;
  /** The round is over: every hand is shown. */
  revealed: boolean;
  log: LogLine[];
}

export type { FrenchSuit };
