import type { PlayerID } from 'boardgame.io';
import { legalPlays, type CardId, type TrickRules } from '@tabula/cards';
import { cardPoints, isClubQueen, rulesFor } from './cards';
import type { CompletedTrick, DoppelkopfState, Side } from './types';

export const TRICKS_PER_ROUND = 12;
/** A marriage is decided by the first of these tricks won by another seat; else its holder plays alone. */
export const MARRIAGE_TRICKS = 3;

export const rulesOfRound = (G: DoppelkopfState): TrickRules => rulesFor(G.contract?.kind ?? null);

/** The one legality function: the cards `seat` may play now (none when it is not its turn to play). */
export function legalCards(G: DoppelkopfState, phase: string, seat: PlayerID): CardId[] {
  if (phase !== 'play' || G.revealed || G.contract === null || G.toAct !== seat) return [];
  return legalPlays(G.hands[seat] ?? [], G.trick, rulesOfRound(G));
}

/** Every seat's side made public, as in a solo or a decided marriage. */
export function showAllSides(G: DoppelkopfState): void {
  G.shownSides = { ...G.teams };
}

/**
 * After `card` joined the trick: a club queen played in a normal game shows its player as Re (never the other Re player); the
 * second one played by the same seat shows a silent solo.
 */
export function onCardPlayed(G: DoppelkopfState, seat: PlayerID, card: CardId): void {
  const contract = G.contract!;
  if (contract.kind !== 'normal' || !isClubQueen(card)) return;
  G.shownSides[seat] = 're';
  const played = [...G.tricks.flatMap((trick) => trick.cards), ...G.trick.cards];
  const queensBySeat = played.filter((p) => p.seat === seat && isClubQueen(p.card)).length;
  if (queensBySeat === 2) {
    contract.kind = 'silentSolo';
    contract.declarer = seat;
    showAllSides(G);
  }
}

/** After trick `number` (1-based): a marriage finds its partner in the first trick another seat wins, or is played alone after three. */
export function onTrickWon(G: DoppelkopfState, trick: CompletedTrick, number: number): void {
  const contract = G.contract!;
  if (contract.kind !== 'marriage' || contract.decidedAt > 0) return;
  if (trick.winner !== contract.declarer) {
    contract.partner = trick.winner;
    G.teams[trick.winner] = 're';
    contract.decidedAt = number;
    showAllSides(G);
  } else if (number === MARRIAGE_TRICKS) {
    contract.decidedAt = number;
    showAllSides(G);
  }
}

export const seatsOf = (G: Pick<DoppelkopfState, 'seats' | 'teams'>, side: Side) =>
  G.seats.filter((seat) => G.teams[seat] === side);

export const trickPoints = (trick: CompletedTrick) => trick.cards.reduce((sum, played) => sum + cardPoints(played.card), 0);

export function cardPointsOf(G: DoppelkopfState, side: Side): number {
  return G.tricks.filter((trick) => G.teams[trick.winner] === side).reduce((sum, trick) => sum + trickPoints(trick), 0);
}
