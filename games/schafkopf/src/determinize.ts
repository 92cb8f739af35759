import type { Ctx, PlayerID } from 'boardgame.io';
import { DECKS, allCards, type CardId, dealUnseen, showedOutOf, type Trick, type Voids, voidsOf } from '@tabula/cards';
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

/**
 * A full state consistent with what `seat` knows: the cards it cannot see dealt at random to the
 * other hands, matching their sizes, the suits they showed out of and where the called ace can be.
 * The search then plays this deal to its end only: the sample's match ends with the deal.
 */
export const determinizeWith = (_sampling: Sampling) =>
  function determinize(view: SchafkopfView, _ctx: Ctx, seat: PlayerID, random: () => number): SchafkopfState {
    const { handCounts, ...rest } = JSON.parse(JSON.stringify(view)) as SchafkopfView;
    const G = rest as SchafkopfState;
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

    const hands = dealUnseen({
      cards: allCards(DECKS[G.deckName]).filter((card) => !known.has(card)),
      slots: G.seats
        .filter((s) => s !== seat)
        .map((s) => ({
          id: s,
          size: handCounts[s] ?? 0,
          refuses: (card: CardId) =>
            showedOutOf(voids, s, rules.suitOf(card)) || (card === ace && aceHolders !== null && !aceHolders.includes(s)),
        })),
      random,
    });
    G.hands = { ...hands, [seat]: [...own] };
    G.dealtHands = Object.fromEntries(
      G.seats.map((s) => [s, [...G.hands[s]!, ...played.filter((p) => p.seat === s).map((p) => p.card)]]),
    );
    if (ace !== null) G.partner = G.seats.find((s) => G.dealtHands[s]!.includes(ace)) ?? null;
    return G;
  };

export const determinize = determinizeWith('informed');
