// Test helpers: known piles instead of a shuffled deal, and cards named as players read them.
import { idOf, type CardId, type FrenchSuit } from '@tabula/cards';
import { Client } from 'boardgame.io/client';
import { DECK } from './cards';
import { game } from './game';
import { PLAY_PHASE } from './phases';
import type { WarState } from './types';

const SUITS: Record<string, FrenchSuit> = { C: 'clubs', S: 'spades', H: 'hearts', D: 'diamonds' };

/** `card('QH')` is the queen of hearts, `card('10S')` the ten of spades. */
export function card(name: string): CardId {
  return idOf(DECK, SUITS[name.slice(-1)]!, name.slice(0, -1));
}

export const cards = (...names: string[]) => names.map(card);

/**
 * A client over the whole state (no player view) whose piles are `piles` (top first) instead of a
 * shuffled deal; `change` may set anything else (battles played) before the first flip.
 */
export function startWith(piles: { '0': string[]; '1': string[] }, change: (G: WarState) => void = () => undefined) {
  const client = Client<WarState>({
    game: {
      ...game,
      playerView: ({ G }) => G,
      phases: {
        ...game.phases,
        [PLAY_PHASE]: {
          ...game.phases![PLAY_PHASE],
          onBegin: ({ G }) => {
            G.pileCards = { '0': cards(...piles['0']), '1': cards(...piles['1']) };
            G.pileCounts = { '0': piles['0'].length, '1': piles['1'].length };
            change(G);
          },
        },
      },
    },
    numPlayers: 2,
    debug: false,
  });
  client.start();
  return client;
}

export type TestClient = ReturnType<typeof startWith>;

/** The seat to act turns its card(s); `times` flips in a row, whoever is to act each time. */
export function flip(client: TestClient, times = 1): void {
  for (let n = 0; n < times; n += 1) {
    client.updatePlayerID(client.getState()!.G.toAct);
    client.moves.flip!();
  }
}
