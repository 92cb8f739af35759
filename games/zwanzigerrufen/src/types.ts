import type { PlayerID } from 'boardgame.io';
import type { CardId, Trick } from '@tabula/cards';
import type { LogLine, RoundScore } from '@tabula/game-kit';

/** The contracts, lowest first: Normal (the taker calls a tarock), Suit Solo, Solo. */
export const CONTRACT_KINDS = ['normal', 'suitSolo', 'solo'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export type BidCall = 'pass' | ContractKind;

export type Side = 'takers' | 'opponents';
/** What can be announced: the game itself (only raised), and the bonuses each side may announce for itself. */
export const BONUS_ITEMS = ['absolut', 'pagat', 'valat', 'trull', 'kings', 'mond'] as const;
export type BonusItem = (typeof BONUS_ITEMS)[number];
export type AnnouncedItem = 'game' | BonusItem;

export interface Announcement {
  item: AnnouncedItem;
  /** The side the announcement is for (it wins it or loses it). */
  side: Side;
  /** 1 announced, 2 Contra, 4 Recontra, 8 Supra, 16 Resupra. */
  level: number;
  /** Who announced it and who raised it, in order (public); null: the game, which nobody announces. */
  by: PlayerID | null;
  raisedBy: PlayerID[];
}

export interface Settings {
  /** Deals to play; null: until a player quits. */
  deals: number | null;
}

export interface Bidding {
  /** Each seat's standing call: undefined until it has spoken. */
  calls: Record<PlayerID, BidCall>;
  /** Every call in order (public). */
  history: Array<{ seat: PlayerID; call: BidCall; calledRank: string | null }>;
}

/** What the taker plays: public as soon as the bidding ends. */
export interface Contract {
  kind: ContractKind;
  taker: PlayerID;
  /**
   * Normal: the number of the tarock called ('20' for XX; public); its holder is the secret partner.
   * Kept as a number, not a card id: which card is called is public, where it lies is not.
   */
  calledRank: string | null;
}

export interface CompletedTrick extends Trick {
  winner: PlayerID;
}

/** How a deal was scored (public: everything is revealed at the end of the deal). */
export interface DealResult {
  takers: PlayerID[];
  takerPoints: number;
  /** Points the takers and the opponents needed (45/44, 56/33, 33/56, 56/56). */
  takerNeeded: number;
  opponentsNeeded: number;
  /** Each row of the score sheet, signed for the takers (0: not scored). */
  basic: number;
  valat: number;
  absolut: number;
  kings: number;
  trull: number;
  pagat: number;
  mond: number;
  /** The sum: what each taker gets (times three for a lone taker) and each opponent pays. */
  value: number;
}

export interface ZwanzigerrufenState {
  settings: Settings;
  /** Every seat, in playing order. */
  seats: PlayerID[];
  dealer: PlayerID;
  /** Deals played or being played (redeals not counted). */
  dealNumber: number;
  /** Secret: each seat sees only its own. */
  hands: Record<PlayerID, CardId[]>;
  /** Secret until the end of the deal: the hands as dealt, for the round-end reveal and the Trull and kings bonuses. */
  dealtHands: Record<PlayerID, CardId[]>;
  bidding: Bidding;
  contract: Contract | null;
  /** Secret: the holder of the called tarock, until it is played or the partner announces. */
  partner: PlayerID | null;
  partnerRevealed: boolean;
  /** Announcements and their levels (public); the game's own entry is made when the bidding ends. */
  announcements: Announcement[];
  /** Passes in a row in the announcements: four end them. */
  passesInRow: number;
  trick: Trick;
  /** The completed tricks of this deal: played cards are public. */
  tricks: CompletedTrick[];
  /** The seat to bid, announce or play next. */
  toAct: PlayerID;
  rounds: RoundScore[];
  lastResult: DealResult | null;
  confirmed: PlayerID[];
  quitBy: PlayerID | null;
  /** The deal is over: every hand is shown. */
  revealed: boolean;
  log: LogLine[];
}
