import type { Ctx, PlayerID } from 'boardgame.io';
import { allCards, dealUnseen, type CardId, type Trick } from '@tabula/cards';
import { DECK, HAND_SIZE, isKing, isOudler, isTrump } from './cards';
import { BID_FROM, handWorth } from './handValue';
import { POIGNEE_SIZES } from './poignee';
import type { TarotState } from './types';
import type { TarotView } from './view';
import { refusedByTricks, shownByTricks } from './voids';

/** Samples drawn at most to find one whose taker holds a hand worth the contract named. */
const TRIES = 24;

export interface DeterminizeOptions {
  /** Deal the unseen cards at random, heeding only hand sizes (for the bench's comparison). */
  randomSampling?: boolean;
}

/**
 * A full state consistent with what `seat` knows: the cards it cannot see dealt to the other hands,
 * the chien and the discards, matching their sizes, the suits each seat showed out of, the trumps it
 * showed it lacks, the chien turned up (with the taker), the discards' limits (no king, no oudler, no
 * trump but those shown) and the poignées shown; among such samples, one whose taker holds a hand
 * worth the contract bid (weighted rejection: the first of a few draws that fits, else the best).
 * The search then plays this deal to its end only.
 */
export function determinizeWith(options: DeterminizeOptions) {
  return (view: TarotView, _ctx: Ctx, seat: PlayerID, random: () => number): TarotState => {
    const { handCounts, kittyCount, discardCount, ...rest } = JSON.parse(JSON.stringify(view)) as TarotView;
    const G = rest as TarotState;
    G.settings = { deals: 1 };
    G.rounds = [];
    if (G.revealed) return G;
    const tricks: Trick[] = [...G.tricks, G.trick];
    const played = tricks.flatMap((trick) => trick.cards);
    const own = G.hands[seat] ?? [];
    const taker = G.contract?.taker;
    const kittyVisible = G.kitty.length > 0;
    const discardsVisible = G.discards.length > 0 || discardCount === 0;
    const known = new Set<CardId>([...own, ...played.map((p) => p.card), ...(kittyVisible && seat === taker ? G.kitty : [])]);
    if (discardsVisible) for (const card of G.discards) known.add(card);
    for (const card of G.trumpDiscards) known.add(card);
    const shown = options.randomSampling ? { voids: {}, trumpCeiling: {} } : shownByTricks(tricks);
    // The chien turned up went to the taker: those cards are in the taker's hand or among the discards.
    const withTaker = new Set(kittyVisible && seat !== taker ? G.kitty : []);
    const hiddenDiscards = discardsVisible ? 0 : discardCount - G.trumpDiscards.length;
    // Before the contract (or in a garde sans or contre) the chien lies unseen.
    const unseenKitty = kittyVisible
      ? 0
      : G.contract && (G.contract.kind === 'petite' || G.contract.kind === 'garde')
        ? 0
        : kittyCount;
    const poigneeOf = (s: PlayerID) => G.poignees.find((p) => p.seat === s);

    const others = G.seats.filter((s) => s !== seat);
    const slots = [
      ...others.map((s) => ({
        id: s,
        size: handCounts[s] ?? 0,
        refuses: (card: CardId) =>
          !options.randomSampling && (refusedByTricks(shown, s, card) || (withTaker.has(card) && s !== taker)),
      })),
      {
        id: 'discards',
        size: hiddenDiscards,
        refuses: (card: CardId) => isKing(card) || isOudler(card) || isTrump(card),
      },
      { id: 'kitty', size: unseenKitty, refuses: (card: CardId) => !options.randomSampling && withTaker.has(card) },
    ];
    const unseen = allCards(DECK).filter((card) => !known.has(card));
    const fits = (hands: Record<string, CardId[]>) => {
      if (options.randomSampling) return 0;
      let misfit = 0;
      for (const s of others) {
        const dealt = [...hands[s]!, ...played.filter((p) => p.seat === s).map((p) => p.card)];
        const poignee = poigneeOf(s);
        if (poignee && dealt.filter((card) => isTrump(card)).length + 1 < POIGNEE_SIZES[G.seats.length]![poignee.level])
          misfit += 10;
        if (s === taker && G.contract)
          misfit += Math.max(0, BID_FROM[G.contract.kind] * 0.85 - handWorth(dealt.slice(0, HAND_SIZE[G.seats.length])));
      }
      return misfit;
    };
    let best: Record<string, CardId[]> | null = null;
    let bestMisfit = Number.POSITIVE_INFINITY;
    for (let attempt = 0; attempt < (options.randomSampling ? 1 : TRIES) && bestMisfit > 0; attempt += 1) {
      const sample = dealUnseen({ cards: unseen, slots, random });
      const misfit = fits(sample);
      if (misfit < bestMisfit) {
        best = sample;
        bestMisfit = misfit;
      }
    }
    const sample = best!;
    G.hands = { ...Object.fromEntries(others.map((s) => [s, sample[s]!])), [seat]: [...own] };
    if (!discardsVisible) G.discards = [...G.trumpDiscards, ...sample.discards!];
    if (!kittyVisible && unseenKitty > 0) G.kitty = sample.kitty!;
    G.dealtHands = Object.fromEntries(
      G.seats.map((s) => [s, [...G.hands[s]!, ...played.filter((p) => p.seat === s).map((p) => p.card)]]),
    );
    const called = G.contract?.calledCard;
    if (called !== null && called !== undefined && !G.partnerRevealed && G.partner === null) {
      G.partner = others.find((s) => s !== taker && G.hands[s]!.includes(called)) ?? null;
    }
    return G;
  };
}

export const determinize = determinizeWith({});
export const determinizeAtRandom = determinizeWith({ randomSampling: true });
