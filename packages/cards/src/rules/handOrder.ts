import { cardOf, type CardId, type Deck, type Rank, type Suit } from '../deck';
import { TRUMP, type TrickRules } from './trick';
import { sortHand } from './views';

export interface HandOrderOptions {
  /** The contract's rules, once it is known: trumps go first, strongest leftmost, and each suit by strength. */
  rules?: TrickRules;
  /** Ranks of a suit, leftmost first, without rules (during the bidding); default: the deck's table, highest first. */
  rankOrder?: readonly Rank[];
  /** Preferred order of the suits, leftmost first; default: the deck's. Changed only to alternate colours. */
  suitOrder?: readonly Suit[];
}

const RED: ReadonlySet<Suit> = new Set<Suit>(['hearts', 'diamonds']);

/** French faces come in two colours; each German suit has a colour of its own. */
function colourOf(deck: Deck, suit: Suit): string {
  if (deck.faces === 'german' || suit === 'trumps') return suit;
  return RED.has(suit) ? 'red' : 'black';
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

/** The suits in the preferred order, rearranged so that neighbours differ in colour wherever the suits held allow. */
function alternatingSuits(deck: Deck, suits: readonly Suit[]): Suit[] {
  const clashes = (order: readonly Suit[]) =>
    order.slice(1).filter((suit, index) => colourOf(deck, suit) === colourOf(deck, order[index]!)).length;
  // permutations() lists orders closest to the preferred one first, so the first with fewest clashes wins.
  let best = [...suits];
  for (const order of permutations(suits)) if (clashes(order) < clashes(best)) best = order;
  return best;
}

/**
 * The hand in display order: trumps together (leftmost) once the contract is known, then one suit
 * after another with colours alternating where possible, each suit highest first.
 */
export function handOrder(deck: Deck, hand: readonly CardId[], options: HandOrderOptions = {}): CardId[] {
  const { rules } = options;
  const isTrump = (id: CardId) => rules?.hasTrumps === true && rules.suitOf(id) === TRUMP;
  const preferred = options.suitOrder ?? deck.suits;
  const held = new Set(hand.filter((id) => !isTrump(id)).map((id) => cardOf(deck, id).suit));
  const suitOrder = alternatingSuits(
    deck,
    [...preferred, ...deck.suits].filter((suit, index, all) => held.has(suit) && all.indexOf(suit) === index),
  );
  const ranksOfDeck = deck.cards.map((card) => card.rank).filter((rank, index, all) => all.indexOf(rank) === index);
  const rankPlace = (rank: Rank) => {
    if (options.rankOrder === undefined) return ranksOfDeck.length - ranksOfDeck.indexOf(rank);
    const place = options.rankOrder.indexOf(rank);
    return place < 0 ? options.rankOrder.length : place;
  };
  // Keys grow left to right: trumps by falling strength, then each suit's block.
  const keyOf = (id: CardId) => {
    if (isTrump(id)) return -1_000_000 - rules!.strength(id);
    const card = cardOf(deck, id);
    const withinSuit = rules !== undefined ? -rules.strength(id) : rankPlace(card.rank);
    return suitOrder.indexOf(card.suit) * 10_000 + withinSuit;
  };
  return sortHand(hand, keyOf);
}
