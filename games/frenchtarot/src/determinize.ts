import type { Ctx, PlayerID } from 'boardgame.io';
import { allCards, dealUnseen, type CardId, type Trick } from '@tabula/cards';
import { DECK, EXCUSE, isKing, isOudler, isTrump } from './cards';
import { callMisfit } from './biddingFit';
import type { Sampler } from './cardSearch';
import type { TarotState } from './types';
import type { TarotView } from './view';
import { refusedByTricks, shownByTricks } from './voids';

/** Draws per sample, the best fitting kept (its misfit then weighs it in the card search). */
const TRIES = 4;

export interface DeterminizeOptions {
  /** Deal the unseen cards at random, heeding only hand sizes (for the bench's comparison). */
  randomSampling?: boolean;
}

/**
 * A full state consistent with what `seat` knows: the cards it cannot see dealt to the other hands,
 * the chien and the discards, matching their sizes, the suits each seat showed out of, the trumps it
 * showed it lacks, the chien turned up (with the taker), the discards' limits (no king, no oudler, no
 * trump but those shown) and exactly the poignées' cards shown (with the Excuse among them, no other
 * trump). Informed, it keeps the best of a few draws by how well every other seat's call (contract
 * or pass) fits the hand it was dealt (`callMisfit`), and says how far off that still is.
 */
export function sampleWith(options: DeterminizeOptions) {
  return (view: TarotView, _ctx: Ctx, seat: PlayerID, random: () => number): { state: TarotState; misfit: number } => {
    const { handCounts, kittyCount, discardCount, ...rest } = JSON.parse(JSON.stringify(view)) as TarotView;
    const G = rest as TarotState;
    G.settings = { deals: 1 };
    G.rounds = [];
    if (G.revealed) return { state: G, misfit: 0 };
    const tricks: Trick[] = [...G.tricks, G.trick];
    const played = tricks.flatMap((trick) => trick.cards);
    const own = G.hands[seat] ?? [];
    const poigneeOf = (s: PlayerID) => G.poignees.find((p) => p.seat === s);
    const taker = G.contract?.taker;
    const kittyVisible = G.kitty.length > 0;
    const discardsVisible = G.discards.length > 0 || discardCount === 0;
    const known = new Set<CardId>([...own, ...played.map((p) => p.card), ...(kittyVisible && seat === taker ? G.kitty : [])]);
    // A poignée's cards not played yet are in the hand that showed them; showing the Excuse says no other trump is there.
    const shownStill = (s: PlayerID) =>
      options.randomSampling ? [] : (poigneeOf(s)?.cards ?? []).filter((card) => !known.has(card) && s !== seat);
    const showedEveryTrump = (s: PlayerID) => !options.randomSampling && (poigneeOf(s)?.cards.includes(EXCUSE) ?? false);
    const heldForSure = Object.fromEntries(G.seats.map((s) => [s, shownStill(s)]));
    for (const card of Object.values(heldForSure).flat()) known.add(card);
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

    const others = G.seats.filter((s) => s !== seat);
    const slots = [
      ...others.map((s) => ({
        id: s,
        size: (handCounts[s] ?? 0) - heldForSure[s]!.length,
        refuses: (card: CardId) =>
          !options.randomSampling &&
          (refusedByTricks(shown, s, card) || (withTaker.has(card) && s !== taker) || (showedEveryTrump(s) && isTrump(card))),
      })),
      {
        id: 'discards',
        size: hiddenDiscards,
        refuses: (card: CardId) => isKing(card) || isOudler(card) || isTrump(card),
      },
      { id: 'kitty', size: unseenKitty, refuses: (card: CardId) => !options.randomSampling && withTaker.has(card) },
    ];
    const unseen = allCards(DECK).filter((card) => !known.has(card));
    // The hand each other seat bid with: its cards now, those it played, and for a taker who took the
    // chien turned up, the discards in place of the chien.
    const biddingHand = (hands: Record<string, CardId[]>, s: PlayerID) => {
      const dealt = [...hands[s]!, ...heldForSure[s]!, ...played.filter((p) => p.seat === s).map((p) => p.card)];
      if (s !== taker || !kittyVisible) return dealt;
      const discards = discardsVisible ? G.discards : [...G.trumpDiscards, ...hands.discards!];
      return [...dealt.filter((card) => !G.kitty.includes(card)), ...discards];
    };
    const misfitOf = (hands: Record<string, CardId[]>) =>
      options.randomSampling ? 0 : others.reduce((sum, s) => sum + callMisfit(G.bids, s, biddingHand(hands, s)), 0);
    let best: Record<string, CardId[]> | null = null;
    let bestMisfit = Number.POSITIVE_INFINITY;
    for (let attempt = 0; attempt < (options.randomSampling ? 1 : TRIES) && bestMisfit > 0; attempt += 1) {
      const drawn = dealUnseen({ cards: unseen, slots, random });
      const misfit = misfitOf(drawn);
      if (misfit < bestMisfit) {
        best = drawn;
        bestMisfit = misfit;
      }
    }
    const sample = best!;
    G.hands = { ...Object.fromEntries(others.map((s) => [s, [...sample[s]!, ...heldForSure[s]!]])), [seat]: [...own] };
    if (!discardsVisible) G.discards = [...G.trumpDiscards, ...sample.discards!];
    if (!kittyVisible && unseenKitty > 0) G.kitty = sample.kitty!;
    G.dealtHands = Object.fromEntries(
      G.seats.map((s) => [s, [...G.hands[s]!, ...played.filter((p) => p.seat === s).map((p) => p.card)]]),
    );
    const called = G.contract?.calledCard;
    if (called !== null && called !== undefined && !G.partnerRevealed && G.partner === null) {
      G.partner = others.find((s) => s !== taker && G.hands[s]!.includes(called)) ?? null;
    }
    return { state: G, misfit: bestMisfit };
  };
}

/** Hand-worth points of misfit that halve a sample's weight in the card search. */
const MISFIT_HALVING = 6;

/** Informed samples, each weighted by how well every seat's call fits the hand it was dealt. */
export const sampleInformed: Sampler = (view, ctx, seat, random) => {
  const { state, misfit } = sampleWith({})(view, ctx, seat, random);
  return { state, weight: 2 ** (-misfit / MISFIT_HALVING) };
};

/** Samples that heed hand sizes only, of equal weight: the bench's yardstick. */
export const sampleAtRandom: Sampler = (view, ctx, seat, random) => ({
  state: sampleWith({ randomSampling: true })(view, ctx, seat, random).state,
  weight: 1,
});

/** One full state consistent with what `seat` knows, the best fitting of a few draws. */
export const determinize = (view: TarotView, ctx: Ctx, seat: PlayerID, random: () => number) =>
  sampleWith({})(view, ctx, seat, random).state;
