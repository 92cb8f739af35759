import { type CardId, dealUnseen, showedOutOf, type UnseenSlot, voidsOf } from '@tabula/cards';
import type { Ctx, PlayerID } from 'boardgame.io';
import { ALL_CARDS, rulesFor } from './cards';
import { SEATS } from './dealing';
import type { Seat, SkatState, SkatView } from './types';
import { playedCards } from './views';

/** 'informed': consistent with what was said as well as shown; 'random': hand sizes, cards played and shown voids only (the bench's yardstick). */
export type Sampling = 'informed' | 'random';

/**
 * A full state the seat's view could stand for: the cards it cannot see dealt at random to the
 * other hands and the skat, matching their sizes, the cards played and the suits each seat showed
 * out of. The match is cut to this deal (no earlier scores), so a search values this deal alone.
 */
export const determinizeWith = (_sampling: Sampling) =>
  function determinize(view: SkatView, _ctx: Ctx, seat: PlayerID, random: () => number): SkatState {
    const { handCounts, ...state } = view;
    const played = playedCards(view);
    const known = new Set<CardId>(played);
    for (const s of SEATS) for (const card of view.hands[s] ?? []) known.add(card);
    const seesDiscards = view.declarer === seat && view.discards.length > 0;
    if (seesDiscards) for (const card of view.discards) known.add(card);

    const rules = view.contract ? rulesFor(view.contract.kind) : null;
    const voids = rules ? voidsOf([...view.tricks.map((t) => t.trick), view.trick], rules) : {};
    const inHands = SEATS.reduce((n, s) => n + (handCounts[s] ?? 0), 0);
    const slots: UnseenSlot<Seat>[] = [
      ...SEATS.filter((s) => !view.hands[s]).map((s) => ({
        id: s,
        size: handCounts[s] ?? 0,
        refuses: (card: CardId) => rules !== null && showedOutOf(voids, s, rules.suitOf(card)),
      })),
      { id: 'skat', size: seesDiscards ? 0 : ALL_CARDS.length - inHands - played.length },
    ];
    const dealt = dealUnseen({ cards: ALL_CARDS.filter((card) => !known.has(card)), slots, random });

    const hands: Record<Seat, CardId[]> = Object.fromEntries(SEATS.map((s) => [s, [...(view.hands[s] ?? dealt[s] ?? [])]]));
    const pile = seesDiscards ? [...view.discards] : (dealt.skat ?? []);
    const playedBy = (s: Seat) =>
      [...view.tricks.flatMap((t) => t.trick.cards), ...view.trick.cards].filter((p) => p.seat === s).map((p) => p.card);
    const dealtHands = Object.fromEntries(SEATS.map((s) => [s, [...hands[s]!, ...playedBy(s)]]));
    return {
      ...(JSON.parse(JSON.stringify(state)) as Omit<SkatView, 'handCounts'>),
      hands,
      dealtHands,
      skat: view.stage === 'discarding' ? [] : pile,
      discards: view.pickedUp && view.stage !== 'discarding' ? pile : [],
      // The search plays this deal only: the match ends with it.
      settings: { deals: view.playedDeals + 1 },
      rounds: [],
      // The search needs no log: copying it at every step would only slow the playouts.
      log: [],
    };
  };

export const determinize = determinizeWith('informed');
