import type { PlayerID } from 'boardgame.io';
import type { CardId, Trick } from '@tabula/cards';
import type { LogLine, RoundScore } from '@tabula/game-kit';

/** The contracts, lowest first: a bid must be higher than every bid before it. */
export const CONTRACT_KINDS = ['petite', 'garde', 'gardeSans', 'gardeContre'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export type BidCall = 'pass' | ContractKind;

/** Poignée (handful) levels, lowest first. */
export const POIGNEE_LEVELS = ['single', 'double', 'triple'] as const;
export type PoigneeLevel = (typeof POIGNEE_LEVELS)[number];

export interface Settings {
  /** Deals to play (deals every seat passed do not count); null: until a player quits. */
  deals: number | null;
}

/** The contract, public once the bidding ends. */
export interface Contract {
  kind: ContractKind;
  taker: PlayerID;
  /** Five players: the card the taker called (a king, or a queen... when holding all four kings); null until called. */
  calledCard: CardId | null;
  /** The taker announced a slam (chelem): they lead the first trick and must win every trick. */
  slam: boolean;
  /** Whether the taker has made every choice before play (call, discard, slam). */
  ready: boolean;
}

export interface CompletedTrick extends Trick {
  winner: PlayerID;
}

/** A poignée shown before a seat's first card: the board shows its trumps until the next card is played; they stay public knowledge (the computer reads them). */
export interface Poignee {
  seat: PlayerID;
  level: PoigneeLevel;
  /** Exactly the trumps (and maybe the Excuse) shown. */
  cards: CardId[];
}

/** How the last deal was scored (public: everything is revealed then). */
export interface DealResult {
  takers: PlayerID[];
  won: boolean;
  /** The taker side's card points (halves possible) and the points its oudlers require. */
  points: number;
  oudlers: number;
  required: number;
  /** points - required, rounded away from zero. */
  difference: number;
  multiplier: number;
  /** +10 or -10 (before the multiplier) for the Petit in the last trick, from the taker's side; 0 if none. */
  petitAuBout: number;
  /** The poignées' value, credited to the side that won the deal. */
  poignee: number;
  /** From the taker's side: +400, +200, -200 or 0. */
  slam: number;
  /** What each defender pays (negative: receives). */
  value: number;
}

export interface TarotState {
  settings: Settings;
  /** Every seat, in playing (counter-clockwise in France, here simply turn) order. */
  seats: PlayerID[];
  dealer: PlayerID;
  dealNumber: number;
  /** Secret: each seat sees only its own. */
  hands: Record<PlayerID, CardId[]>;
  /** Secret until the end of the deal (the reveal). */
  dealtHands: Record<PlayerID, CardId[]>;
  /** The chien as dealt: secret until shown (petite, garde) or the reveal. */
  kitty: CardId[];
  /** The chien was turned face up for everyone (petite, garde): its cards are known to be the taker's (the board shows it until the first card). */
  kittyShown: boolean;
  /** The taker's discards: secret to the others (but the trumps among them) until the reveal. */
  discards: CardId[];
  /** Trumps the taker had to discard: shown to everyone. */
  trumpDiscards: CardId[];
  /** Every call in order (public). */
  bids: Array<{ seat: PlayerID; call: BidCall }>;
  contract: Contract | null;
  /** Five players: secret holder of the called card (null: the taker plays alone) until it is played. */
  partner: PlayerID | null;
  partnerRevealed: boolean;
  poignees: Poignee[];
  /** The trumps of the poignée just shown, until the next card is played (public). */
  shownPoignee: { seat: PlayerID; level: PoigneeLevel; cards: CardId[] } | null;
  trick: Trick;
  /** The completed tricks of this deal: played cards are public. */
  tricks: CompletedTrick[];
  /** The seat to bid, call, discard, announce or play next. */
  toAct: PlayerID;
  rounds: RoundScore[];
  lastResult: DealResult | null;
  confirmed: PlayerID[];
  quitBy: PlayerID | null;
  /** The deal is over: every hand, the chien and the discards are shown. */
  revealed: boolean;
  log: LogLine[];
}
