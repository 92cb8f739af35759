import { handsView, type CardId } from '@tabula/cards';
import { secretCards } from '@tabula/cards/testing';
import type { PlayerID } from 'boardgame.io';
import { DECK } from './cards';
import { SEATS } from './rules';
import type { SixtySixState, SixtySixView } from './types';

/** The face-up trump card, while everyone may see it: the stock is open and still has it. */
export function visibleTrumpCard(G: Pick<SixtySixState, 'trumpCard' | 'closing'>): CardId | null {
  return G.closing === null ? G.trumpCard : null;
}

/**
 * What a seat sees: its own hand, the other's count, the stock as a count with the face-up trump
 * card (turned down once closed), the trick, the cards won (played face up). A spectator (null)
 * sees no hand. Once the round has ended everything is shown: both hands and the deal.
 */
export function playerView({ G, playerID }: { G: SixtySixState; playerID: PlayerID | null | undefined }): SixtySixView {
  const { stock, deal, ...table } = G;
  const roundOver = G.outcome !== null;
  const { hands, handCounts } = handsView(G.hands, playerID, roundOver ? SEATS : []);
  return {
    ...table,
    hands,
    handCounts,
    trumpCard: roundOver ? G.trumpCard : visibleTrumpCard(G),
    reveal: roundOver ? { dealtHands: deal.hands, dealtStock: deal.stock, stock } : null,
  };
}

/**
 * The cards a viewer must not receive: the stock (but the face-up trump card) and every hand but
 * its own, until the round ends. The trump card a seat took for the 9 was seen by everyone.
 */
export function hiddenCards(G: SixtySixState, viewer: PlayerID | null): CardId[] {
  if (G.outcome !== null) return [];
  const shown = visibleTrumpCard(G);
  const taken = G.exchangedTrump?.takenCard;
  const others = SEATS.filter((seat) => seat !== viewer)
    .flatMap((seat) => G.hands[seat] ?? [])
    .filter((card) => card !== taken);
  return [...G.stock.filter((card) => card !== shown), ...others];
}

export const secrets = (G: SixtySixState, _ctx: unknown, viewer: PlayerID | null) =>
  secretCards(hiddenCards(G, viewer), DECK.name);
