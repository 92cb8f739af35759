import type { CardId } from '../deck';

/**
 * A shuffled copy of the items (Fisher–Yates), drawing only from `random` (a number in [0, 1), as a
 * bot's or a search's seeded random gives): the same random gives the same order.
 */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** A place unseen cards may be in: another seat's hand, the skat, the stock. */
export interface UnseenSlot<Id extends string = string> {
  id: Id;
  /** How many of the unseen cards it holds. */
  size: number;
  /** A card the slot cannot hold as far as the viewer knows: a suit its seat showed out of, a card known to be elsewhere. */
  refuses?: (card: CardId) => boolean;
}

export interface UnseenDeal<Id extends string> {
  /** The cards the viewer cannot see. */
  cards: readonly CardId[];
  /** Their sizes add up to the number of cards; ids are distinct. */
  slots: readonly UnseenSlot<Id>[];
  random: () => number;
}

/**
 * One deal of the unseen cards into the slots, for a computer player's sample of what it cannot
 * see (its `determinize`). Every slot gets exactly its size, and no slot a card it refuses whenever
 * such a deal exists. The cards go in random order, each to an open slot that accepts it, chosen in
 * proportion to its free room (without refusals that is a uniformly random deal); a card that finds
 * every accepting slot full moves cards along to make room.
 *
 * Fallback: when the refusals cannot all be met (the viewer's knowledge is contradictory, or a game
 * refuses too much), as many cards as possible still go to slots that accept them, and the rest are
 * dealt at random to the room that is left, whatever those slots refuse. It never fails and draws
 * chance only from `random`. Throws only when the sizes do not add up to the cards (a bug in the game).
 */
export function dealUnseen<Id extends string>({ cards, slots, random }: UnseenDeal<Id>): Record<Id, CardId[]> {
  checkSizes(cards, slots);
  const held: CardId[][] = slots.map(() => []);
  const room = (slot: number) => slots[slot]!.size - held[slot]!.length;
  const accepts = (slot: number, card: CardId) => !slots[slot]!.refuses?.(card);
  const indices = slots.map((_, index) => index);

  const leftOver: CardId[] = [];
  for (const card of shuffled(cards, random)) {
    const open = indices.filter((slot) => room(slot) > 0 && accepts(slot, card));
    if (open.length > 0) held[pickByRoom(open, room, random)]!.push(card);
    else if (!makeRoom(card, held, indices, room, accepts)) leftOver.push(card);
  }
  for (const card of leftOver) {
    const open = indices.filter((slot) => room(slot) > 0);
    held[pickByRoom(open, room, random)]!.push(card);
  }
  return Object.fromEntries(slots.map((slot, index) => [slot.id, held[index]!])) as Record<Id, CardId[]>;
}

function checkSizes(cards: readonly CardId[], slots: readonly UnseenSlot[]): void {
  if (slots.some((slot) => !Number.isInteger(slot.size) || slot.size < 0))
    throw new Error(`Slot sizes must be whole numbers: ${slots.map((slot) => slot.size)}`);
  const total = slots.reduce((sum, slot) => sum + slot.size, 0);
  if (total !== cards.length) throw new Error(`Slots for ${total} cards cannot hold ${cards.length} unseen cards`);
  if (new Set(slots.map((slot) => slot.id)).size !== slots.length) throw new Error('Slot ids must be distinct');
}

/** One of the slots, each as likely as its free room. */
function pickByRoom(open: readonly number[], room: (slot: number) => number, random: () => number): number {
  let pick = random() * open.reduce((sum, slot) => sum + room(slot), 0);
  return open.find((slot) => (pick -= room(slot)) < 0) ?? open[open.length - 1]!;
}

/**
 * Places `card` by moving held cards along a chain of slots that accept them, ending in a slot with
 * room (an augmenting path), so the deal keeps every card it placed legally; false when no chain
 * exists. Searching breadth first from the card's accepting slots finds one whenever it exists.
 */
function makeRoom(
  card: CardId,
  held: CardId[][],
  indices: readonly number[],
  room: (slot: number) => number,
  accepts: (slot: number, card: CardId) => boolean,
): boolean {
  // How each reached slot was reached: the card that would move into it and the slot it leaves (-1: the new card).
  const cameFrom = new Map<number, { card: CardId; from: number }>();
  const queue: number[] = [];
  for (const slot of indices)
    if (accepts(slot, card)) {
      cameFrom.set(slot, { card, from: -1 });
      queue.push(slot);
    }
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (room(next) > 0) {
      let slot = next;
      let step = cameFrom.get(slot);
      while (step !== undefined) {
        held[slot]!.push(step.card);
        if (step.from >= 0) held[step.from]!.splice(held[step.from]!.indexOf(step.card), 1);
        slot = step.from;
        step = cameFrom.get(slot);
      }
      return true;
    }
    for (const moving of held[next]!)
      for (const slot of indices)
        if (!cameFrom.has(slot) && accepts(slot, moving)) {
          cameFrom.set(slot, { card: moving, from: next });
          queue.push(slot);
        }
  }
  return false;
}
