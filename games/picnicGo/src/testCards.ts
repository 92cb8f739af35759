// Test-only: card ids by kind, so that tests read as cards ("the first pizza") rather than numbers.
import { ALL_CARDS, type CardId, type CardKind, cardInfo } from './cards';

/** The ids of every card of `kind` (and `value`, for sandwiches and chips), in id order. */
export function idsOf(kind: CardKind, value?: number): CardId[] {
  return ALL_CARDS.filter((id) => cardInfo(id).kind === kind && (value === undefined || cardInfo(id).value === value));
}

export const SANDWICH1 = idsOf('sandwich', 1);
export const SANDWICH2 = idsOf('sandwich', 2);
export const SANDWICH3 = idsOf('sandwich', 3);
export const CHIPS1 = idsOf('chips', 1);
export const CHIPS2 = idsOf('chips', 2);
export const CHIPS3 = idsOf('chips', 3);
export const EGGS = idsOf('eggs');
export const CHICKEN = idsOf('chicken');
export const PIZZA = idsOf('pizza');
export const CUPCAKE = idsOf('cupcake');
export const MAYO = idsOf('mayo');
export const FORK = idsOf('fork');
