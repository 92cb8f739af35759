import { Client } from 'boardgame.io/client';
import { game, hideCode } from './game';
import type { BullsAndCowsSettings, BullsAndCowsState, SymbolIndex } from './types';

/** A client over the whole state (no player view) whose code is `code` instead of a random draw. */
export function startWith(code: SymbolIndex[], settings?: Partial<BullsAndCowsSettings>) {
  const client = Client<BullsAndCowsState>({
    game: {
      ...game,
      setup: (context) => game.setup!(context, { ...settings, secretLength: code.length }),
      playerView: ({ G }) => G,
      phases: { ...game.phases, play: { onBegin: ({ G }) => hideCode(G, code) } },
    },
    numPlayers: 1,
    debug: false,
  });
  client.start();
  client.updatePlayerID('0');
  return client;
}

/** Builds `symbols` in the draft and checks it. */
export function makeGuess(client: ReturnType<typeof startWith>, symbols: SymbolIndex[]) {
  symbols.forEach((symbol, slot) => client.moves.placeSymbol!(slot, symbol));
  client.moves.guess!();
}
