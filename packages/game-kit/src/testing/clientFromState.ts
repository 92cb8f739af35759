import { Client } from 'boardgame.io/client';
import type { Game, PlayerID } from 'boardgame.io';

/**
 * A started local client of a two-seat game whose match begins from `setup()` (a position built
 * for a test) with `first` to move; turns then alternate as usual.
 */
export function clientFromState<G>(game: Game<G>, setup: () => G, first: PlayerID = '0') {
  const client = Client<G>({
    game: {
      ...game,
      setup,
      turn: { ...game.turn, order: { first: () => Number(first), next: ({ ctx }) => (ctx.playOrderPos + 1) % 2 } },
    },
    numPlayers: 2,
    debug: false,
  });
  client.start();
  return client;
}
