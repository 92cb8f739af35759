import type { PlayerID } from 'boardgame.io';
import type { CardId, Face, Trick } from '@tabula/cards';
import type { LogLine, RoundScore } from '@tabula/game-kit';

export type Seat = PlayerID;

/** The suits by their rank in bidding and among the jacks: clubs highest. */
export type SkatSuit = 'clubs' | 'spades' | 'hearts' | 'diamonds';

/** What the declarer plays: a suit game (that suit trump), a grand (jacks only) or a null game. */
export type GameKind = SkatSuit | 'grand' | 'null';

/** Null games: none or ouvert. Suit and grand hand games: any; suit and grand after picking up the skat: none. */
export type Announcement = 'none' | 'schneider' | 'schwarz' | 'ouvert';

export interface Declaration {
  kind: GameKind;
  announcement: Announcement;
}

export interface Contract extends Declaration {
  /** Played without looking at the skat. */
  hand: boolean;
}

export type Stage = 'bidding' | 'skat' | 'discarding' | 'declaring' | 'playing' | 'roundEnd';

/** One call of the auction, public. */
export type AuctionCall =
  | { seat: Seat; call: 'bid'; value: number }
  | { seat: Seat; call: 'hold' }
  | { seat: Seat; call: 'pass' };

/**
 * The auction between two roles: the bidder names values, the holder holds them or passes. It
 * starts as middlehand bidding against forehand; rearhand bids against whoever is left; when both
 * others pass without a bid, forehand alone may bid or pass.
 */
export interface Auction {
  holder: Seat;
  /** null once only forehand is left (middlehand and rearhand passed without a bid). */
  bidder: Seat | null;
  /** Whose answer is awaited. */
  awaiting: 'bidder' | 'holder';
  highest: number | null;
  passed: Seat[];
  calls: AuctionCall[];
}

/** How a played deal came out: the round-end panel's text (public once the deal is over). */
export interface DealOutcome {
  declarer: Seat;
  contract: Contract;
  bid: number;
  won: boolean;
  /** The game value scored (+value won, -2 x value lost). */
  value: number;
  /** Card points of the declarer (tricks and skat); null games count tricks instead. */
  declarerPoints: number;
  declarerTricks: number;
  /** Card points the declarer needed: 61, 90 or 120 (all tricks); 0 for a null game (no trick). */
  required: number;
  overbid: boolean;
  /** Positive "with", negative "without"; 0 for null. */
  matadors: number;
  /** Game, hand, Schneider... : the multiplier without the matadors. */
  levels: number;
  baseValue: number;
}

export interface MatchSettings {
  /** How many played deals the match lasts (a deal everyone passed does not count); any seat may quit earlier at a round end. */
  deals: number;
}

export interface SkatState {
  settings: MatchSettings;
  /** Deals dealt so far, the current one included, thrown-in deals too (the score sheet's round numbers). */
  dealNumber: number;
  /** Deals played to a round end: the match's count (a deal everyone passed is not one). */
  playedDeals: number;
  dealer: Seat;
  stage: Stage;
  /** The seat that acts next (bidding, declaring, playing); null at the round end. */
  toAct: Seat | null;
  auction: Auction;
  declarer: Seat | null;
  bid: number | null;
  contract: Contract | null;
  /** The declarer took the skat into the hand (public: the others see it happen). */
  pickedUp: boolean;
  /** Current hands; a declarer who picked up the skat holds 12 cards until the discard. */
  hands: Record<Seat, CardId[]>;
  /** The hands as dealt, kept for the round-end reveal (secret until then). */
  dealtHands: Record<Seat, CardId[]>;
  /** The skat as dealt (secret until the round end). */
  skat: CardId[];
  /** The two cards the declarer laid away after picking up the skat (secret from the others until the round end). */
  discards: CardId[];
  trick: Trick;
  /** Completed tricks of this deal, in order, with their winners (played cards are public). */
  tricks: WonTrick[];
  /**
   * The skat of the last deal everyone passed, shown during the next auction; by face, since the
   * same card ids are dealt again at once.
   */
  previousSkat: Face[] | null;
  outcome: DealOutcome | null;
  rounds: RoundScore[];
  /** Seats that confirmed the next round at a round end. */
  confirmed: Seat[];
  quitBy: Seat | null;
  /** What was said and played, public: bids, the contract, completed tricks, results (`src/log.ts`). */
  log: LogLine[];
}

export interface WonTrick {
  winner: Seat;
  trick: Trick;
}

/**
 * What one seat (or a spectator) receives (`playerView`): the state with what it may not see
 * emptied (other hands, the skat, the others' discards, the deal) and every hand's size beside it.
 */
export type SkatView = SkatState & { handCounts: Record<Seat, number> };
