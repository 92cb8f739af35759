import type { PlayerID } from 'boardgame.io';
import type { CardId, GermanSuit, Trick } from '@tabula/cards';
import type { LogLine, RoundScore } from '@tabula/game-kit';

/** The contracts, lowest first: a later one outbids an earlier one. */
export const CONTRACT_KINDS = ['rufspiel', 'bettel', 'wenz', 'solo'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** Round one of the bidding: "Pass" or "I'm playing"; round two: a contract or "Pass". */
export type BidCall = 'pass' | 'play' | ContractKind;

export type DeckNameUsed = 'german32' | 'german24';

export interface Settings {
  /** Deals to play (thrown-in deals do not count); null: until a player quits. */
  deals: number | null;
}

export interface Bidding {
  /** 'allPassed': every seat passed in round one; the deal is thrown in. */
  round: 'ask' | 'name' | 'allPassed';
  /** Round one: every seat's answer so far. */
  answers: Record<PlayerID, 'play' | 'pass'>;
  /** Round two: the seats still bidding, in turn order from forehand. */
  bidders: PlayerID[];
  highest: { seat: PlayerID; contract: ContractKind } | null;
  /** Every call in order (public), for the board. */
  calls: Array<{ seat: PlayerID; call: BidCall }>;
}

/** What the taker plays; public as soon as it is named. */
export interface Contract {
  kind: ContractKind;
  taker: PlayerID;
  /** Rufspiel: the suit of the called ace. */
  calledSuit: GermanSuit | null;
  /** Solo: the trump suit the taker chose. */
  trumpSuit: GermanSuit | null;
  /** Solo or Wenz announced as Tout: the taker must win every trick. */
  tout: boolean;
  /** Whether the taker has made the choices of the contract (called ace, trump suit, Tout). */
  declared: boolean;
}

export interface CompletedTrick extends Trick {
  winner: PlayerID;
}

/** How the last deal was scored, shown at the end of the deal (public: everything is revealed then). */
export interface DealResult {
  takers: PlayerID[];
  won: boolean;
  takerPoints: number;
  takerTricks: number;
  basic: number;
  running: number;
  schneider: boolean;
  schwarz: boolean;
  multiplier: number;
  /** The value each opponent pays (negative: receives). */
  value: number;
}

export interface SchafkopfState {
  settings: Settings;
  deckName: DeckNameUsed;
  /** Every seat, in playing (clockwise) order. */
  seats: PlayerID[];
  dealer: PlayerID;
  /** Deals given so far, thrown-in ones included. */
  dealNumber: number;
  /** How many deals in a row were thrown in because every seat passed. */
  thrownIn: number;
  /** Secret: each seat sees only its own. */
  hands: Record<PlayerID, CardId[]>;
  /** Secret until the end of the deal (the reveal); kept for the running trumps. */
  dealtHands: Record<PlayerID, CardId[]>;
  bidding: Bidding;
  contract: Contract | null;
  /** Secret: the holder of the called ace, until it is played or the partner says Re. */
  partner: PlayerID | null;
  partnerRevealed: boolean;
  contra: PlayerID[];
  re: PlayerID[];
  /** Seats that have answered the current Contra or Re question. */
  answered: PlayerID[];
  trick: Trick;
  /** The completed tricks of this deal: played cards are public. */
  tricks: CompletedTrick[];
  /** The seat to bid, declare or play next. */
  toAct: PlayerID;
  rounds: RoundScore[];
  lastResult: DealResult | null;
  /** Seats that confirmed "Next round" at the end of a deal. */
  confirmed: PlayerID[];
  quitBy: PlayerID | null;
  /** The deal is over: every hand is shown. */
  revealed: boolean;
  /** What the table heard and saw, in order (public: bids, contract, Contra/Re, tricks, results; never a hand). */
  log: LogLine[];
}
