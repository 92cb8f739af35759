import type { Ctx, PlayerID } from 'boardgame.io';
import { DECKS, allCards, type CardId, dealUnseen, showedOutOf, type Trick, type Voids, voidsOf } from '@tabula/cards';
import { seatMisfit } from './biddingReads';
import { calledAceOf } from './contracts';
import { rulesOfDeal } from './play';
import type { SchafkopfState } from './types';
import type { SchafkopfView } from './view';

/** Seats that may hold the unplayed called ace, as `seat` can tell: not the taker, nobody who said Contra, nobody void in its suit. */
function possibleAceHolders(G: SchafkopfState, seat: PlayerID, voids: Voids, tricks: readonly Trick[]): PlayerID[] {
  if (G.partner !== null) return [G.partner];
  const suit = G.contract!.calledSuit!;
  const rules = rulesOfDeal(G);
  // Whoever followed the called suit's first lead without the ace does not hold it (the ace had to be played).
  const firstLead = tricks.find((trick) => trick.cards[0] && rules.suitOf(trick.cards[0].card) === suit);
  const declined = new Set(firstLead?.cards.slice(1).map((played) => played.seat) ?? []);
  return G.seats.filter(
    (s) => s !== seat && s !== G.contract!.taker && !G.contra.includes(s) && !showedOutOf(voids, s, suit) && !declined.has(s),
  );
}

/** 'informed': consistent with what was said as well as shown; 'random': hand sizes, cards played, shown voids and the called ace's whereabouts only (the bench's yardstick). */
export type Sampling = 'informed' | 'random';

/** Deals drawn at most to find one that fits what every seat said (weighted rejection: else the best fit). */
const TRIES = 16;

/**
 * A Rufspiel's taker holds a card of the called suit that is not the ace (it may not call
 * otherwise): unless it already played one, one such unseen card, drawn at random, is set aside for it.
 */
function cardOwedToTaker(G: SchafkopfState, seat: PlayerID, unseen: readonly CardId[], random: () => number): CardId | null {
  const contract = G.contract;
  if (contract?.kind !== 'rufspiel' || contract.calledSuit === null || contract.taker === seat) return null;
  const rules = rulesOfDeal(G);
  const ace = calledAceOf(G.deckName, contract);
  const ofSuit = (card: CardId) => card !== ace && rules.suitOf(card) === contract.calledSuit;
  const played = [...G.tricks, G.trick].flatMap((trick) => trick.cards);
  if (played.some((p) => p.seat === contract.taker && ofSuit(p.card))) return null;
  const candidates = unseen.filter(ofSuit);
  return candidates.length === 0 ? null : candidates[Math.floor(random() * candidates.length)]!;
}

/**
 * A full state consistent with what `seat` knows: the cards it cannot see dealt at random to the
 * other hands, matching their sizes, the suits they showed out of and where the called ace can be;
 * when informed, a Rufspiel's taker holds a card of the called suit, and among a few such deals
 * the first that fits every seat's words (bids, contract, Contra, Re: `biddingReads.ts`), else
 * the best. The search then plays this deal to its end only: the sample's match ends with the deal.
 */
export const determinizeWith = (sampling: Sampling) =>
  function determinize(view: SchafkopfView, ctx: Ctx, seat: PlayerID, random: () => number): SchafkopfState {
    const { handCounts, log: _log, ...rest } = view;
    const G = JSON.parse(JSON.stringify(rest)) as SchafkopfState;
    G.log = [];
    G.settings = { deals: 1 };
    G.rounds = [];
    if (G.revealed) return G;
    const tricks: Trick[] = [...G.tricks, G.trick];
    const played = tricks.flatMap((trick) => trick.cards);
    const own = G.hands[seat] ?? [];
    const known = new Set<CardId>([...own, ...played.map((p) => p.card)]);
    const rules = rulesOfDeal(G);
    const voids = G.contract ? voidsOf(tricks, rules) : {};
    const ace = calledAceOf(G.deckName, G.contract);
    const aceHolders = ace !== null && !known.has(ace) ? possibleAceHolders(G, seat, voids, tricks) : null;
    const others = G.seats.filter((s) => s !== seat);
    const unseen = allCards(DECKS[G.deckName]).filter((card) => !known.has(card));
    const owed = sampling === 'informed' ? cardOwedToTaker(G, seat, unseen, random) : null;
    const taker = G.contract?.taker;
    const slots = others.map((s) => ({
      id: s,
      size: (handCounts[s] ?? 0) - (owed !== null && s === taker ? 1 : 0),
      refuses: (card: CardId) =>
        showedOutOf(voids, s, rules.suitOf(card)) || (card === ace && aceHolders !== null && !aceHolders.includes(s)),
    }));
    const cards = unseen.filter((card) => card !== owed);
    const playedBy = (s: PlayerID) => played.filter((p) => p.seat === s).map((p) => p.card);
    const draw = () => {
      const hands = dealUnseen({ cards, slots, random });
      if (owed !== null) hands[taker!]!.push(owed);
      return hands;
    };
    const contraAsked = ctx.phase === 're' || ctx.phase === 'play';
    const misfitOf = (hands: Record<PlayerID, CardId[]>) => {
      const partner = ace === null ? null : (G.partner ?? others.find((s) => hands[s]!.includes(ace)) ?? null);
      return others.reduce(
        (sum, s) => sum + seatMisfit(G, s, [...hands[s]!, ...playedBy(s)], { contra: contraAsked, partner }),
        0,
      );
    };

    let hands = draw();
    if (sampling === 'informed' && G.contract !== null) {
      let misfit = misfitOf(hands);
      for (let attempt = 1; attempt < TRIES && misfit > 0; attempt += 1) {
        const another = draw();
        const anotherMisfit = misfitOf(another);
        if (anotherMisfit < misfit) [hands, misfit] = [another, anotherMisfit];
      }
    }
    G.hands = { ...hands, [seat]: [...own] };
    G.dealtHands = Object.fromEntries(G.seats.map((s) => [s, [...G.hands[s]!, ...playedBy(s)]]));
    if (ace !== null) G.partner = G.seats.find((s) => G.dealtHands[s]!.includes(ace)) ?? null;
    return G;
  };

export const determinize = determinizeWith('informed');
