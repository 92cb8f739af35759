import type { Ctx, PlayerID } from 'boardgame.io';
import { DECKS, allCards, type CardId, type Trick } from '@tabula/cards';
import { calledAceOf } from './contracts';
import { rulesOfDeal } from './play';
import type { SchafkopfState } from './types';
import type { SchafkopfView } from './view';

const ATTEMPTS = 20;

function shuffled<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Suits (as the contract groups them) each seat has shown it no longer holds, by not following them. */
function voidsOf(G: SchafkopfState, tricks: readonly Trick[]): Record<PlayerID, Set<string>> {
  const voids: Record<PlayerID, Set<string>> = Object.fromEntries(G.seats.map((seat) => [seat, new Set<string>()]));
  if (!G.contract) return voids;
  const rules = rulesOfDeal(G);
  for (const trick of tricks) {
    const led = trick.cards[0];
    if (!led) continue;
    const suit = rules.suitOf(led.card);
    for (const played of trick.cards.slice(1)) if (rules.suitOf(played.card) !== suit) voids[played.seat]!.add(suit);
  }
  return voids;
}

/** Seats that may hold the unplayed called ace, as `seat` can tell: not the taker, nobody who said Contra, nobody void in its suit. */
function possibleAceHolders(
  G: SchafkopfState,
  seat: PlayerID,
  voids: Record<PlayerID, Set<string>>,
  tricks: readonly Trick[],
): PlayerID[] {
  if (G.partner !== null) return [G.partner];
  const suit = G.contract!.calledSuit!;
  const rules = rulesOfDeal(G);
  // Whoever followed the called suit's first lead without the ace does not hold it (the ace had to be played).
  const firstLead = tricks.find((trick) => trick.cards[0] && rules.suitOf(trick.cards[0].card) === suit);
  const declined = new Set(firstLead?.cards.slice(1).map((played) => played.seat) ?? []);
  return G.seats.filter(
    (s) => s !== seat && s !== G.contract!.taker && !G.contra.includes(s) && !voids[s]!.has(suit) && !declined.has(s),
  );
}

/**
 * A full state consistent with what `seat` knows: the cards it cannot see dealt at random to the
 * other hands, matching their sizes, the suits they showed out of and where the called ace can be.
 * The search then plays this deal to its end only: the sample's match ends with the deal.
 */
export function determinize(view: SchafkopfView, _ctx: Ctx, seat: PlayerID, random: () => number): SchafkopfState {
  const { handCounts, ...rest } = JSON.parse(JSON.stringify(view)) as SchafkopfView;
  const G = rest as SchafkopfState;
  G.settings = { deals: 1 };
  G.rounds = [];
  if (G.revealed) return G;
  const tricks: Trick[] = [...G.tricks, G.trick];
  const played = tricks.flatMap((trick) => trick.cards);
  const own = G.hands[seat] ?? [];
  const known = new Set<CardId>([...own, ...played.map((p) => p.card)]);
  const unknown = allCards(DECKS[G.deckName]).filter((card) => !known.has(card));
  const others = G.seats.filter((s) => s !== seat);
  const voids = voidsOf(G, tricks);
  const rules = rulesOfDeal(G);
  const ace = calledAceOf(G.deckName, G.contract);
  const aceHidden = ace !== null && !known.has(ace);

  const deal = (strict: boolean): Record<PlayerID, CardId[]> | null => {
    const hands: Record<PlayerID, CardId[]> = Object.fromEntries(others.map((s) => [s, []]));
    const room = (s: PlayerID) => (handCounts[s] ?? 0) - hands[s]!.length;
    let rest = unknown;
    if (aceHidden) {
      const holders = possibleAceHolders(G, seat, voids, tricks).filter((s) => room(s) > 0);
      const pool = holders.length > 0 ? holders : others.filter((s) => room(s) > 0);
      hands[pool[Math.floor(random() * pool.length)]!]!.push(ace);
      rest = unknown.filter((card) => card !== ace);
    }
    for (const card of shuffled(rest, random)) {
      const open = others.filter((s) => room(s) > 0 && (!strict || !voids[s]!.has(rules.suitOf(card))));
      if (open.length === 0) return null;
      // Weighted by free room, so no hand fills up early by chance.
      let pick = random() * open.reduce((sum, s) => sum + room(s), 0);
      const chosen = open.find((s) => (pick -= room(s)) < 0) ?? open[open.length - 1]!;
      hands[chosen]!.push(card);
    }
    return hands;
  };

  let hands: Record<PlayerID, CardId[]> | null = null;
  for (let attempt = 0; attempt < ATTEMPTS && hands === null; attempt += 1) hands = deal(true);
  hands ??= deal(false)!;
  G.hands = { ...hands, [seat]: [...own] };
  G.dealtHands = Object.fromEntries(
    G.seats.map((s) => [s, [...G.hands[s]!, ...played.filter((p) => p.seat === s).map((p) => p.card)]]),
  );
  if (ace !== null) G.partner = G.seats.find((s) => G.dealtHands[s]!.includes(ace)) ?? null;
  return G;
}
