import type { Ctx, PlayerID } from 'boardgame.io';
import { allCards, dealUnseen, showedOutOf, voidsOf, type CardId, type Trick } from '@tabula/cards';
import { DECK, isClubQueen } from './cards';
import { handWorth } from './handValue';
import { rulesOfRound } from './play';
import type { DoppelkopfState, Side } from './types';
import type { DoppelkopfView } from './view';

/** 'informed': consistent with everything the seat saw and heard; 'random': hand sizes only (the bench's yardstick). */
export type Sampling = 'informed' | 'random';

const SAMPLES_TRIED = 24;

/** The cards of the full deal as far as a sample goes: each hand plus what its seat played. */
function dealtOf(G: DoppelkopfState, played: ReadonlyArray<{ seat: PlayerID; card: CardId }>) {
  return Object.fromEntries(G.seats.map((s) => [s, [...G.hands[s]!, ...played.filter((p) => p.seat === s).map((p) => p.card)]]));
}

/**
 * What a sample must show to stand for what was said: a seat shown Re in a normal game was dealt a
 * club queen; a soloist holds a hand worth its solo; a seat that announced holds a hand worth it.
 */
function plausible(G: DoppelkopfState, dealt: Record<PlayerID, CardId[]>, seat: PlayerID): boolean {
  const kind = G.contract?.kind ?? 'normal';
  for (const other of G.seats) {
    if (other === seat) continue;
    const hand = dealt[other]!;
    if (kind === 'normal' && G.shownSides[other] === 're' && !hand.some(isClubQueen)) return false;
    if (G.contract?.declarer === other && kind !== 'marriage' && handWorth(kind, hand).trumps < 6 && kind !== 'soloAces')
      return false;
    if (G.announcements.some((made) => made.seat === other) && handWorth(kind, hand).trumps < 5 && kind !== 'soloAces')
      return false;
  }
  return true;
}

/** The sides of a sampled deal: a normal game's from the club queens; otherwise as the view knows them. */
function teamsOf(G: DoppelkopfState, dealt: Record<PlayerID, CardId[]>): Record<PlayerID, Side> {
  const contract = G.contract;
  if (contract?.kind === 'normal') {
    return Object.fromEntries(G.seats.map((s) => [s, dealt[s]!.some(isClubQueen) ? 're' : 'kontra']));
  }
  return Object.fromEntries(
    G.seats.map((s) => [s, G.teams[s] ?? (s === contract?.declarer || s === contract?.partner ? 're' : 'kontra')]),
  );
}

/**
 * A full state consistent with what `seat` knows: the cards it cannot see dealt to the other hands
 * by their sizes, refusing the suits each showed out of and club queens to seats shown Kontra, then
 * (rejection sampling) preferring a deal where every seat's words fit its hand. The sample's match
 * ends with the round.
 */
export function determinizeWith(sampling: Sampling) {
  return (view: DoppelkopfView, _ctx: Ctx, seat: PlayerID, random: () => number): DoppelkopfState => {
    const { handCounts, ...rest } = JSON.parse(JSON.stringify(view)) as DoppelkopfView;
    const G = rest as DoppelkopfState;
    G.settings = { rounds: 1 };
    G.rounds = [];
    if (G.revealed || G.contract === null) return G;
    const tricks: Trick[] = [...G.tricks, G.trick];
    const played = tricks.flatMap((trick) => trick.cards);
    const own = G.hands[seat] ?? [];
    const known = new Set<CardId>([...own, ...played.map((p) => p.card)]);
    const unseen = allCards(DECK).filter((card) => !known.has(card));
    const voids = voidsOf(tricks, rulesOfRound(G));
    const refuses = (other: PlayerID) => (card: CardId) =>
      sampling === 'informed' &&
      (showedOutOf(voids, other, rulesOfRound(G).suitOf(card)) ||
        (isClubQueen(card) && G.contract!.kind === 'normal' && G.shownSides[other] === 'kontra'));
    let dealt: Record<PlayerID, CardId[]> = {};
    for (let attempt = 0; attempt < (sampling === 'informed' ? SAMPLES_TRIED : 1); attempt += 1) {
      const hands = dealUnseen({
        cards: unseen,
        slots: G.seats.filter((s) => s !== seat).map((s) => ({ id: s, size: handCounts[s] ?? 0, refuses: refuses(s) })),
        random,
      });
      G.hands = { ...hands, [seat]: [...own] };
      dealt = dealtOf(G, played);
      if (sampling === 'random' || plausible(G, dealt, seat)) break;
    }
    G.dealtHands = dealt;
    G.teams = teamsOf(G, dealt);
    return G;
  };
}

export const determinize = determinizeWith('informed');
