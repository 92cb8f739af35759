import { cardOf, type CardId } from '@tabula/cards';
import { holdsBothClubQueens } from './bidding';
import { DECK, isClubQueen, rulesFor } from './cards';
import { SOLO_KINDS, type BidCall, type ContractKind, type SoloKind } from './types';

// How the computer judges its hand before and during the play, by rules of thumb players use:
// a search cannot, since its playouts deal the unseen cards at random and play at random.

const isTrumpIn = (kind: ContractKind, card: CardId) => rulesFor(kind).suitOf(card) === 'trump';

/** A trump's worth: the tens of hearts and the black queens most, then the other queens, the jacks, the rest. */
function trumpWorth(kind: ContractKind, card: CardId): number {
  const rules = rulesFor(kind);
  const strength = rules.strength(card);
  const top = Math.max(...DECK.cards.map((c) => (rules.suitOf(c.id) === 'trump' ? rules.strength(c.id) : 0)));
  // The highest trumps win their tricks; the lowest often none.
  return 0.6 + (strength / top) * 0.9;
}

/** Aces outside the trumps win a trick each when the suit is short elsewhere; a ten beside its ace often another. */
function sideWorth(kind: ContractKind, hand: readonly CardId[]): number {
  const rules = rulesFor(kind);
  let worth = 0;
  for (const suit of ['clubs', 'spades', 'hearts', 'diamonds']) {
    const ofSuit = hand
      .filter((card) => !isTrumpIn(kind, card) && rules.suitOf(card) === suit)
      .map((card) => cardOf(DECK, card).rank);
    const aces = ofSuit.filter((rank) => rank === 'A').length;
    worth += aces * (ofSuit.length <= 3 ? 1 : 0.6);
    if (aces > 0 && ofSuit.includes('10')) worth += 0.4;
  }
  return worth;
}

export interface HandWorth {
  trumps: number;
  /** Tricks the hand may expect to take in this contract, roughly. */
  worth: number;
}

export function handWorth(kind: ContractKind, hand: readonly CardId[]): HandWorth {
  const trumps = hand.filter((card) => isTrumpIn(kind, card));
  return { trumps: trumps.length, worth: trumps.reduce((sum, card) => sum + trumpWorth(kind, card), 0) + sideWorth(kind, hand) };
}

/** A solo worth playing: many strong trumps (or, without trumps, aces and tens), else null. */
export function soloToPlay(hand: readonly CardId[]): SoloKind | null {
  let best: { kind: SoloKind; margin: number } | null = null;
  for (const kind of SOLO_KINDS) {
    const { trumps, worth } = handWorth(kind, hand);
    const needed = kind === 'soloAces' ? 10 : kind === 'soloQueens' || kind === 'soloJacks' ? 9.5 : 11;
    const enoughTrumps = kind === 'soloAces' || trumps >= (kind === 'soloQueens' || kind === 'soloJacks' ? 5 : 8);
    const margin = worth - needed;
    if (enoughTrumps && margin >= 0 && (best === null || margin > best.margin)) best = { kind, margin };
  }
  return best?.kind ?? null;
}

/**
 * The calls by the hand: a reservation for a solo worth playing or for both queens of clubs (a
 * marriage, unless the hand is strong enough to play them in silence), else healthy.
 */
export function bidByHand(hand: readonly CardId[], legal: readonly BidCall[], round: 'health' | 'name'): BidCall {
  const solo = soloToPlay(hand);
  const both = holdsBothClubQueens(hand);
  const silentSolo = both && handWorth('normal', hand).worth >= 9;
  let call: BidCall;
  if (round === 'health') call = solo !== null || (both && !silentSolo) ? 'reservation' : 'healthy';
  else call = solo ?? (both ? 'marriage' : bestSolo(hand));
  return legal.includes(call) ? call : legal[0]!;
}

/** The solo that suits the hand best, for a holder who must name one. */
export function bestSolo(hand: readonly CardId[]): SoloKind {
  return [...SOLO_KINDS].sort((a, b) => handWorth(b, hand).worth - handWorth(a, hand).worth)[0]!;
}

/**
 * The level the side may announce by this hand (0: nothing): Re or Kontra with a hand that
 * expects well over half the tricks, No 90 with a very strong one. A lone player counts its hand
 * against three.
 */
export function levelByHand(kind: ContractKind, hand: readonly CardId[], alone: boolean, held: number): number {
  const { worth, trumps } = handWorth(kind, hand);
  // The hand's share of the tricks still to come.
  const share = worth / Math.max(held, 1);
  const clubQueens = hand.filter(isClubQueen).length;
  if (alone) return share >= 1.1 ? 2 : share >= 0.95 ? 1 : 0;
  if (share >= 0.9 && trumps >= 9) return 2;
  return share >= 0.7 && trumps >= 7 + (clubQueens > 0 ? 0 : 1) ? 1 : 0;
}

/**
 * Whether a silent side should answer the other side's No 90 or more with its own word (Re or
 * Kontra): after the other side's No 90 each side's target is set by that announcement alone (DDV),
 * so the answer changes no target and only adds 2 to the winner's value. Worth it when the other
 * side is unlikely to make its 151 or more: always against No 60 and beyond, against No 90 with a
 * hand of at least a fair share.
 */
export function replyIsWorthIt(kind: ContractKind, hand: readonly CardId[], ownLevel: number, otherLevel: number): boolean {
  if (ownLevel > 0 || otherLevel < 2) return false;
  if (otherLevel >= 3) return true;
  return handWorth(kind, hand).worth / Math.max(hand.length, 1) >= 0.4;
}
