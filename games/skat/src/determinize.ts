import { type CardId, dealUnseen, showedOutOf, type UnseenSlot, voidsOf } from '@tabula/cards';
import type { Ctx, PlayerID } from 'boardgame.io';
import { ALL_CARDS, rulesFor } from './cards';
import { SEATS } from './dealing';
import type { Seat, SkatState, SkatView } from './types';
import { playedCards } from './views';
import { auctionMisfit, contractMisfit, type SaidWorth, saidWorth } from './biddingReads';

/** 'informed': consistent with what was said as well as shown; 'random': hand sizes, cards played and shown voids only (the bench's yardstick). */
export type Sampling = 'informed' | 'random';

/** Deals drawn at most to find one that fits what every seat said (weighted rejection: else the best fit). */
const TRIES = 16;

type UnseenDealt = Partial<Record<Seat | 'skat', CardId[]>>;

/**
 * How far a sample is from what was said: each seat's hand against its calls in the auction (a seat
 * that passed holds a hand not worth the value it declined, one that bid or held a hand worth it),
 * and the declarer's cards against the game it announced and the bid (`biddingReads.ts`).
 */
function misfitOf(view: SkatView, said: Record<Seat, SaidWorth>, dealt: UnseenDealt, playedBy: (s: Seat) => CardId[]): number {
  let misfit = 0;
  for (const s of SEATS) {
    const hand = dealt[s];
    if (!hand) continue;
    const cards = [...hand, ...playedBy(s)];
    if (s !== view.declarer || (view.contract?.hand ?? false)) misfit += auctionMisfit(cards, said[s]);
    if (s === view.declarer && view.contract && view.bid !== null)
      misfit += contractMisfit(view.contract, view.bid, cards, dealt.skat ?? []);
  }
  return misfit;
}

/**
 * A full state the seat's view could stand for: the cards it cannot see dealt at random to the
 * other hands and the skat, matching their sizes, the cards played and the suits each seat showed
 * out of; when informed, the first of a few such deals that fits what each seat said in the auction
 * and the game announced, else the one that fits best. The match is cut to this deal (no earlier
 * scores), so a search values this deal alone.
 */
export const determinizeWith = (sampling: Sampling) =>
  function determinize(view: SkatView, _ctx: Ctx, seat: PlayerID, random: () => number): SkatState {
    // The search needs no log or score sheet: copying them at every step would only slow the playouts.
    const { handCounts, log: _log, rounds: _rounds, ...state } = view;
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
    const unseen = ALL_CARDS.filter((card) => !known.has(card));
    const playedBy = (s: Seat) =>
      [...view.tricks.flatMap((t) => t.trick.cards), ...view.trick.cards].filter((p) => p.seat === s).map((p) => p.card);

    let dealt: UnseenDealt = dealUnseen({ cards: unseen, slots, random });
    if (sampling === 'informed' && view.stage !== 'bidding') {
      const said = saidWorth(view);
      let misfit = misfitOf(view, said, dealt, playedBy);
      for (let attempt = 1; attempt < TRIES && misfit > 0; attempt += 1) {
        const another = dealUnseen({ cards: unseen, slots, random });
        const anotherMisfit = misfitOf(view, said, another, playedBy);
        if (anotherMisfit < misfit) [dealt, misfit] = [another, anotherMisfit];
      }
    }

    const hands: Record<Seat, CardId[]> = Object.fromEntries(SEATS.map((s) => [s, [...(view.hands[s] ?? dealt[s] ?? [])]]));
    const pile = seesDiscards ? [...view.discards] : (dealt.skat ?? []);
    const dealtHands = Object.fromEntries(SEATS.map((s) => [s, [...hands[s]!, ...playedBy(s)]]));
    return {
      ...(JSON.parse(JSON.stringify(state)) as Omit<SkatView, 'handCounts' | 'log' | 'rounds'>),
      hands,
      dealtHands,
      skat: view.stage === 'discarding' ? [] : pile,
      discards: view.pickedUp && view.stage !== 'discarding' ? pile : [],
      // The search plays this deal only: the match ends with it.
      settings: { deals: view.playedDeals + 1 },
      rounds: [],
      log: [],
    };
  };

export const determinize = determinizeWith('informed');
