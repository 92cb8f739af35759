import { cardOf, type CardId } from '@tabula/cards';
import type { AnnounceCall } from './announcements';
import { DECK, isTarock, KINGS, MOND, PAGAT, pointsOfCards, SKUS, TRULL } from './cards';
import type { Announcement, BidCall, Contract, Side } from './types';

// How the computer judges its hand before a card is played, by rules of thumb: a search cannot, since
// its playouts deal every unseen card at random and play at random.

/** A tarock's number (Sküs 22): the high ones win tricks. */
const tarockNumber = (card: CardId) => {
  const rank = cardOf(DECK, card).rank;
  return rank === 'excuse' ? 22 : Number(rank);
};

export interface HandWorth {
  tarocks: number;
  /** Tarocks from XVII up, the Sküs included: each usually wins a trick. */
  high: number;
  kings: number;
  suitCards: number;
  /** The hand's card points (88 in the pack). */
  points: number;
  /** The suit cards' points (a Suit solo is won with them). */
  suitPoints: number;
  skus: boolean;
  mond: boolean;
  pagat: boolean;
}

export function handWorth(hand: readonly CardId[]): HandWorth {
  const tarocks = hand.filter(isTarock);
  const suit = hand.filter((card) => !isTarock(card));
  const courtPoints: Record<string, number> = { K: 5, Q: 4, C: 3, J: 2 };
  return {
    tarocks: tarocks.length,
    high: tarocks.filter((card) => tarockNumber(card) >= 17).length,
    kings: hand.filter((card) => KINGS.includes(card)).length,
    suitCards: suit.length,
    points: pointsOfCards(hand),
    suitPoints: suit.reduce((sum, card) => sum + (courtPoints[cardOf(DECK, card).rank] ?? 0), 0),
    skus: hand.includes(SKUS),
    mond: hand.includes(MOND),
    pagat: hand.includes(PAGAT),
  };
}

/** Seven tarocks with four high ones, or eight with three: a hand to play alone against three. */
export const soloWorth = (w: HandWorth) => (w.tarocks >= 7 && w.high >= 4) || (w.tarocks >= 8 && w.high >= 3);
/** A Suit solo (tarocks do not win on suit leads): long, strong suits, kings above all. */
export const suitSoloWorth = (w: HandWorth) => w.suitCards >= 6 && w.kings >= 3 && w.suitPoints >= 24;

/** The bid by the hand: a Solo or Suit solo it is worth, else Normal when it must bid, else Pass. */
export function bidByHand(hand: readonly CardId[], legal: readonly BidCall[]): BidCall {
  const w = handWorth(hand);
  const wanted: BidCall[] = [];
  if (soloWorth(w)) wanted.push('solo');
  if (suitSoloWorth(w)) wanted.push('suitSolo');
  wanted.push('pass', 'normal');
  // A first bidder holding XVI to XX has only the solos: the one the hand suits best.
  wanted.push(w.suitCards >= 6 ? 'suitSolo' : 'solo', 'solo', 'suitSolo');
  return wanted.find((call) => legal.includes(call)) ?? legal[0]!;
}

/**
 * Announcements by the hand, sparingly: Contra on the game with a strong hand against it, Recontra
 * with far more than needed, Absolut and Pagat ultimo for a taker-side hand that commands the
 * tarocks, Trull and Four kings only when the hand holds them all with tarocks to guard them, and
 * Contra on the other side's bonuses the hand almost surely defeats.
 */
export function announceByHand(
  hand: readonly CardId[],
  side: Side,
  contract: Contract,
  announcements: readonly Announcement[],
  legal: readonly AnnounceCall[],
): AnnounceCall {
  const w = handWorth(hand);
  const solo = contract.kind !== 'normal';
  const wanted: AnnounceCall[] = [];
  const game = announcements.find((a) => a.item === 'game');
  if (side === 'opponents' && game?.level === 1 && (solo ? w.tarocks >= 6 && w.high >= 3 : w.tarocks >= 6 && w.high >= 4))
    wanted.push('raise:takers:game');
  if (side === 'takers' && game?.level === 2 && w.tarocks >= 8 && w.high >= 5) wanted.push('raise:takers:game');
  if (side === 'takers' && w.tarocks >= 8 && w.skus && w.mond && w.kings >= 2) wanted.push('announce:absolut');
  if (side === 'takers' && w.pagat && w.tarocks >= 8 && (w.skus || w.mond)) wanted.push('announce:pagat');
  if (TRULL.every((card) => hand.includes(card)) && w.tarocks >= 6) wanted.push('announce:trull');
  // Contra (and Supra) on the other side's bonuses this hand is likely to defeat: a Valat against a
  // trick the hand can hardly lose (the Sküs, the XXI, two high tarocks or two kings), Trull and
  // XXI caught against the Sküs, which only the Emperor's trick beats, Four kings against kings held
  // with tarocks to wait, Absolut against many card points, Pagat ultimo against long high tarocks.
  const other = side === 'takers' ? 'opponents' : 'takers';
  if (w.skus || w.mond || w.high >= 2 || w.kings >= 2) wanted.push(`raise:${other}:valat`);
  if (w.skus) wanted.push(`raise:${other}:trull`, `raise:${other}:mond`);
  if (w.kings >= 2 || (w.kings >= 1 && w.tarocks >= 6)) wanted.push(`raise:${other}:kings`);
  if (w.points >= 24 && w.high >= 2) wanted.push(`raise:${other}:absolut`);
  if ((w.skus && w.mond && w.tarocks >= 7) || (w.tarocks >= 7 && w.high >= 3)) wanted.push(`raise:${other}:pagat`);
  if (w.kings === 4 && w.tarocks >= 6) wanted.push('announce:kings');
  return wanted.find((call) => legal.includes(call)) ?? 'pass';
}
