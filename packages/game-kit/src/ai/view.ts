import type { Ctx, Game, PlayerID } from 'boardgame.io';

/**
 * What a seat may see of the state: the game's `playerView`, as the server sends it to that seat.
 * Everything that asks a computer player for a move passes this, never the state itself.
 */
export function playerViewFor<G>(game: Game<G>, G: G, ctx: Ctx, playerID: PlayerID): unknown {
  return game.playerView ? game.playerView({ G, ctx, playerID }) : G;
}
