import type { Ctx, PlayerID } from 'boardgame.io';
import { dealUnseen, showedOutOf, voidsOf, type CardId, type Trick } from '@tabula/cards';
import { calledCardOf } from './bidding';
import { CALLABLE, PACK, PAGAT, RULES } from './cards';
import { handWorth, soloWorth } from './handValue';
import type { ZwanzigerrufenState } from './types';
import type { ZwanzigerrufenView } from './view';

/** How the unseen cards are sampled: 'informed' reads the bidding and announcements; 'random' only hand sizes (for the bench). */
export type Sampling = 'informed' | 'random';

const REJECTION_TRIES = 12;

/** Cards known to be in a seat's hand from what it said: the tarocks above the called one (the taker), the Pagat (its announcer). */
function knownHolders(G: ZwanzigerrufenState, unseen: ReadonlySet<CardId>): Map<CardId, PlayerID> {
  const holders = new Map<CardId, PlayerID>();
  const contract = G.contract;
  const called = calledCardOf(contract);
  if (contract && called !== null) {
    for (const card of CALLABLE.slice(0, CALLABLE.indexOf(called))) if (unseen.has(card)) holders.set(card, contract.taker);
    if (G.partner !== null && unseen.has(called)) holders.set(called, G.partner);
  }
  const pagatBy = G.announcements.find((a) => a.item === 'pagat')?.by;
  if (pagatBy && unseen.has(PAGAT)) holders.set(PAGAT, pagatBy);
  return holders;
}

/** Seats that cannot hold the called tarock: the taker, and whoever spoke for the opponents (Contra on the game...). */
function notPartners(G: ZwanzigerrufenState): Set<PlayerID> {
  const seats = new Set<PlayerID>(G.contract ? [G.contract.taker] : []);
  for (const a of G.announcements) {
    // Announced for the opponents, or raised at Contra/Supra steps against the takers.
    if (a.side === 'opponents' && a.by) seats.add(a.by);
    a.raisedBy.forEach((seat, i) => {
      const level = 2 ** (i + 1);
      const bySide = level === 2 || level === 8 ? (a.side === 'takers' ? 'opponents' : 'takers') : a.side;
      if (bySide === 'opponents') seats.add(seat);
    });
  }
  return seats;
}

/** How well a sampled deal fits what the taker bid: a Solo taker holds a Solo hand, a Suit solo taker five suit cards. */
function fitsBidding(G: ZwanzigerrufenState, dealt: Record<PlayerID, CardId[]>, seat: PlayerID): boolean {
  const contract = G.contract;
  if (!contract || contract.taker === seat) return true;
  const w = handWorth(dealt[contract.taker] ?? []);
  if (contract.kind === 'solo') return soloWorth(w) || w.tarocks >= 6;
  if (contract.kind === 'suitSolo') return w.suitCards >= 5;
  return true;
}

/**
 * A full state consistent with what `seat` knows: the cards it cannot see dealt to the other hands,
 * matching their sizes, the suits they showed out of, the cards their calls place, where the called
 * tarock can be, and (by rejection) the taker's bid. The search plays this deal to its end only.
 */
export function makeDeterminize(sampling: Sampling) {
  return function determinize(view: ZwanzigerrufenView, _ctx: Ctx, seat: PlayerID, random: () => number): ZwanzigerrufenState {
    const { handCounts, ...rest } = JSON.parse(JSON.stringify(view)) as ZwanzigerrufenView;
    const G = rest as ZwanzigerrufenState;
    G.settings = { deals: 1 };
    G.rounds = [];
    if (G.revealed) return G;
    const tricks: Trick[] = [...G.tricks, G.trick];
    const played = tricks.flatMap((trick) => trick.cards);
    const own = G.hands[seat] ?? [];
    const known = new Set<CardId>([...own, ...played.map((p) => p.card)]);
    const unseen = PACK.filter((card) => !known.has(card));
    const informed = sampling === 'informed';
    const voids = informed && G.contract ? voidsOf(tricks, RULES) : {};
    const holders = informed ? knownHolders(G, new Set(unseen)) : new Map<CardId, PlayerID>();
    const called = calledCardOf(G.contract);
    const excluded = informed && called !== null && G.partner === null ? notPartners(G) : new Set<PlayerID>();
    const others = G.seats.filter((s) => s !== seat);
    const refuses = (s: PlayerID) => (card: CardId) =>
      (holders.has(card) && holders.get(card) !== s) ||
      showedOutOf(voids, s, RULES.suitOf(card)) ||
      (card === called && excluded.has(s));

    let hands: Record<PlayerID, CardId[]> = {};
    for (let attempt = 0; attempt < (informed ? REJECTION_TRIES : 1); attempt += 1) {
      hands = dealUnseen({
        cards: unseen,
        slots: others.map((s) => ({ id: s, size: handCounts[s] ?? 0, refuses: refuses(s) })),
        random,
      });
      const dealt = Object.fromEntries(
        G.seats.map((s) => [s, [...(s === seat ? own : hands[s]!), ...played.filter((p) => p.seat === s).map((p) => p.card)]]),
      );
      if (!informed || fitsBidding(G, dealt, seat)) break;
    }
    G.hands = { ...hands, [seat]: [...own] };
    G.dealtHands = Object.fromEntries(
      G.seats.map((s) => [s, [...G.hands[s]!, ...played.filter((p) => p.seat === s).map((p) => p.card)]]),
    );
    if (called !== null) G.partner = G.seats.find((s) => G.dealtHands[s]!.includes(called)) ?? null;
    return G;
  };
}

export const determinize = makeDeterminize('informed');
