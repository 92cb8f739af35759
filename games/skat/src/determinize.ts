import type { CardId } from '@tabula/cards';
import type { Ctx, PlayerID } from 'boardgame.io';
import { ALL_CARDS, rulesFor } from './cards';
import { SEATS } from './dealing';
import type { Seat, SkatState, SkatView } from './types';
import { playedCards } from './views';

/** The suits (as the contract groups them, 'trump' included) each seat showed out of by not following. */
export function voidsOf(view: Pick<SkatState, 'contract' | 'tricks' | 'trick'>): Record<Seat, Set<string>> {
  const voids: Record<Seat, Set<string>> = { '0': new Set(), '1': new Set(), '2': new Set() };
  if (!view.contract) return voids;
  const rules = rulesFor(view.contract.kind);
  for (const trick of [...view.tricks.map((t) => t.trick), view.trick]) {
    const [led, ...rest] = trick.cards;
    if (!led) continue;
    const suit = rules.suitOf(led.card);
    for (const played of rest) if (rules.suitOf(played.card) !== suit) voids[played.seat]!.add(suit);
  }
  return voids;
}

const shuffled = <T>(items: readonly T[], random: () => number): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

type Slot = { seat: Seat | 'skat'; size: number; accepts: (card: CardId) => boolean };

/** Deals `cards` into the slots at random, respecting what each slot accepts (retries, then ignores the voids). */
function fill(cards: CardId[], slots: Slot[], random: () => number): Map<Slot, CardId[]> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const result = new Map(slots.map((slot) => [slot, [] as CardId[]]));
    // The most constrained cards first.
    const order = shuffled(cards, random).sort(
      (a, b) => slots.filter((s) => s.accepts(a)).length - slots.filter((s) => s.accepts(b)).length,
    );
    let stuck = false;
    for (const card of order) {
      const open = slots.filter((slot) => result.get(slot)!.length < slot.size && (attempt < 49 ? slot.accepts(card) : true));
      if (open.length === 0) {
        stuck = true;
        break;
      }
      result.get(open[Math.floor(random() * open.length)]!)!.push(card);
    }
    if (!stuck) return result;
  }
  throw new Error('skat: cannot place the unseen cards');
}

/**
 * A full state the seat's view could stand for: the cards it cannot see dealt at random to the
 * other hands and the skat, matching their sizes, the cards played and the suits each seat showed
 * out of. The match is cut to this deal (no earlier scores), so a search values this deal alone.
 */
export function determinize(view: SkatView, _ctx: Ctx, seat: PlayerID, random: () => number): SkatState {
  const { handCounts, ...state } = view;
  const known = new Set<CardId>(playedCards(view));
  const hands: Record<Seat, CardId[]> = {};
  for (const s of SEATS) if (view.hands[s]) for (const c of view.hands[s]!) known.add(c);
  const seesDiscards = view.declarer === seat && view.discards.length > 0;
  if (seesDiscards) for (const c of view.discards) known.add(c);
  const unknown = ALL_CARDS.filter((c) => !known.has(c));

  const rules = view.contract ? rulesFor(view.contract.kind) : null;
  const voids = voidsOf(view);
  const suitOf = (card: CardId) => (rules ? rules.suitOf(card) : '');
  const slots: Slot[] = SEATS.filter((s) => !view.hands[s]).map((s) => ({
    seat: s,
    size: handCounts[s] ?? 0,
    accepts: (card: CardId) => !voids[s]!.has(suitOf(card)),
  }));
  const inHands = SEATS.reduce((n, s) => n + (handCounts[s] ?? 0), 0);
  const pileSize = seesDiscards ? 0 : 32 - inHands - playedCards(view).length;
  slots.push({ seat: 'skat', size: pileSize, accepts: () => true });
  const dealt = fill(unknown, slots, random);

  for (const s of SEATS) hands[s] = view.hands[s] ? [...view.hands[s]!] : dealt.get(slots.find((slot) => slot.seat === s)!)!;
  const pile = seesDiscards ? [...view.discards] : dealt.get(slots.find((slot) => slot.seat === 'skat')!)!;
  const playedBy = (s: Seat) =>
    [...view.tricks.flatMap((t) => t.trick.cards), ...view.trick.cards].filter((p) => p.seat === s).map((p) => p.card);
  const dealtHands = Object.fromEntries(SEATS.map((s) => [s, [...hands[s]!, ...playedBy(s)]]));
  return {
    ...(JSON.parse(JSON.stringify(state)) as Omit<SkatView, 'handCounts'>),
    hands,
    dealtHands,
    skat: view.stage === 'discarding' ? [] : pile,
    discards: view.pickedUp && view.stage !== 'discarding' ? pile : [],
    settings: { deals: view.dealNumber },
    rounds: [],
  };
}
