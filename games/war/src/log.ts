import { cardOf, type CardId } from '@tabula/cards';
import { addLogLine } from '@tabula/game-kit';
import type { PlayerID } from 'boardgame.io';
import { DECK } from './cards';
import type { WarState } from './types';

// What everyone at the table saw, as `log.<key>` lines: face-up cards and what followed from them,
// never a face-down card nor anything about the order of a pile.

/** `rank1`/`suit1`, `rank2`/`suit2`... naming `cards` in order, for the `log.cards.c<n>` texts. */
export function cardValues(cards: readonly CardId[]): Record<string, string> {
  const values: Record<string, string> = {};
  cards.forEach((id, index) => {
    const card = cardOf(DECK, id);
    values[`rank${index + 1}`] = card.rank;
    values[`suit${index + 1}`] = card.suit;
  });
  return values;
}

export const logDealt = (G: WarState, each: number) => addLogLine(G, { key: 'dealt', values: { each } });

/** "Ana wins the battle: Queen of hearts against Seven of clubs (6 cards)". */
export const logBattleWon = (G: WarState, winner: PlayerID, winnerCard: CardId, loserCard: CardId, taken: number) =>
  addLogLine(G, { key: 'battleWon', seat: winner, values: { ...cardValues([winnerCard, loserCard]), taken } });

export const logWar = (G: WarState, first: CardId, second: CardId) =>
  addLogLine(G, { key: 'war', values: cardValues([first, second]) });

export const logRanOut = (G: WarState, seat: PlayerID) => addLogLine(G, { key: 'ranOut', seat });

export const logBothRanOut = (G: WarState) => addLogLine(G, { key: 'bothRanOut' });

export const logAllCards = (G: WarState, winner: PlayerID) => addLogLine(G, { key: 'allCards', seat: winner });

export const logCapWon = (G: WarState, winner: PlayerID, winnerCount: number, loserCount: number) =>
  addLogLine(G, { key: 'capWon', seat: winner, values: { battles: G.battles, winnerCount, loserCount } });

export const logCapDraw = (G: WarState, each: number) => addLogLine(G, { key: 'capDraw', values: { battles: G.battles, each } });
