import type { PlayerID, State } from 'boardgame.io';
import type { GameResult } from '../result';
import { rewardsOf } from './rewards';
import type { SeatAction, Simulator } from './simulator';

/** Whether the game is over in `state` with `seat` the sole winner. */
function wonBy<G>(simulator: Simulator<G>, state: State<G>, seat: PlayerID): boolean {
  const result = state.ctx.gameover as GameResult | undefined;
  return result !== undefined && rewardsOf(result, simulator.seats(state))[seat] === 1;
}

export interface RootScreen {
  /** An action that wins the game at once, if there is one. */
  winning?: SeatAction;
  /** The actions after which no seat can win at once (all of them when every action allows it). */
  safe: SeatAction[];
}

/**
 * Decisive and anti-decisive moves at the root (Teytaud and Teytaud, 2010): take a win in one, and
 * leave out moves that hand another seat a win in one. Random playouts see neither reliably with a
 * small budget. Only for a state known in full: with hidden information the replies are guesses.
 */
export function screenRoot<G>(simulator: Simulator<G>, state: State<G>, seat: PlayerID, actions: SeatAction[]): RootScreen {
  const safe: SeatAction[] = [];
  for (const action of actions) {
    const after = simulator.apply(state, action);
    if (wonBy(simulator, after, seat)) return { winning: action, safe: [action] };
    const replies = simulator.actions(after);
    if (!replies.some((reply) => reply.playerID !== seat && wonBy(simulator, simulator.apply(after, reply), reply.playerID)))
      safe.push(action);
  }
  return { safe: safe.length > 0 ? safe : actions };
}
