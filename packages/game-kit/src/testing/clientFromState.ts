import { Client } from 'boardgame.io/client';
import { TurnOrder } from 'boardgame.io/core';
import type { Game, PlayerID, TurnOrderConfig } from 'boardgame.io';

/**
 * A started local client of a match with `numPlayers` seats that begins from `setup()` (a position
 * built for a test) with `first` to move; after that the game's own turn order applies (seat
 * order when it has none).
 */
export function clientFromState<G>(game: Game<G>, setup: () => G, first: PlayerID = '0', numPlayers = 2) {
  const order = game.turn?.order ?? (TurnOrder.DEFAULT as TurnOrderConfig<G>);
  const client = Client<G>({
    game: {
      ...game,
      setup,
      turn: {
        ...game.turn,
        order: {
          ...order,
          first: (context) => (context.ctx.turn === 0 ? context.ctx.playOrder.indexOf(first) : order.first(context)),
        },
      },
    },
    numPlayers,
    debug: false,
  });
  client.start();
  return client;
}
