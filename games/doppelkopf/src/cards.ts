import {
  DECKS,
  cardOf,
  contractRules,
  rankFaces,
  suitFaces,
  type CardId,
  type Face,
  type FrenchSuit,
  type TrickRules,
} from '@tabula/cards';
import type { ContractKind } from './types';

export const DECK = DECKS.doppelkopf48;
export const SUITS_HIGH_FIRST: readonly FrenchSuit[] = ['clubs', 'spades', 'hearts', 'diamonds'];

const QUEENS = rankFaces('Q', SUITS_HIGH_FIRST);
const JACKS = rankFaces('J', SUITS_HIGH_FIRST);
const TEN_OF_HEARTS: Face = { suit: 'hearts', rank: '10' };

/** The trump suit of a contract with the ten of hearts, queens and jacks on top; null for queen, jack and ace solos. */
export function trumpSuitOf(kind: ContractKind): FrenchSuit | null {
  switch (kind) {
    case 'soloClubs':
      return 'clubs';
    case 'soloSpades':
      return 'spades';
    case 'soloHearts':
      return 'hearts';
    case 'soloQueens':
    case 'soloJacks':
    case 'soloAces':
      return null;
    default:
      return 'diamonds';
  }
}

/** The trumps of a contract, highest first. */
export function trumpOrder(kind: ContractKind): Face[] {
  if (kind === 'soloQueens') return QUEENS;
  if (kind === 'soloJacks') return JACKS;
  if (kind === 'soloAces') return [];
  const suit = trumpSuitOf(kind)!;
  // The ten of hearts stays the highest trump, hearts solo included (it is not counted twice).
  const suitRanks = suit === 'hearts' ? ['A', 'K', '9'] : ['A', '10', 'K', '9'];
  return [TEN_OF_HEARTS, ...QUEENS, ...JACKS, ...suitFaces(suit, suitRanks)];
}

/** The plain suits' ranks, lowest first: jacks and queens join them when they are not trumps. */
function plainOrderOf(kind: ContractKind): string[] {
  if (kind === 'soloQueens') return ['9', 'J', 'K', '10', 'A'];
  if (kind === 'soloJacks') return ['9', 'Q', 'K', '10', 'A'];
  if (kind === 'soloAces') return ['9', 'J', 'Q', 'K', '10', 'A'];
  return ['9', 'K', '10', 'A'];
}

const cache = new Map<ContractKind, TrickRules>();

/** The trick rules of a contract; before one is named (the bidding), the normal game's, by which hands are sorted. */
export function rulesFor(kind: ContractKind | null): TrickRules {
  const key = kind ?? 'normal';
  let rules = cache.get(key);
  if (!rules) {
    rules = contractRules(DECK, { trumps: trumpOrder(key), plainOrder: plainOrderOf(key) });
    cache.set(key, rules);
  }
  return rules;
}

const isFace = (id: CardId, suit: FrenchSuit, rank: string) => {
  const card = cardOf(DECK, id);
  return card.suit === suit && card.rank === rank;
};

/** Either queen of clubs ("the old ones"): who holds them is Re in a normal game. */
export const isClubQueen = (id: CardId) => isFace(id, 'clubs', 'Q');
/** Either ace of diamonds (the fox), caught when the other side takes it in a normal game. */
export const isFox = (id: CardId) => isFace(id, 'diamonds', 'A');
/** Either jack of clubs (Charlie): taking the last trick with it scores. */
export const isCharlie = (id: CardId) => isFace(id, 'clubs', 'J');

export const cardPoints = (id: CardId) => cardOf(DECK, id).points;
