import type { Game } from 'boardgame.io';
import type { AiConfig } from '../contract';
import { createSimulator } from './simulator';

/**
 * A player that picks uniformly among the moves `ai.enumerate` lists for its seat's view: the
 * baseline every search is measured against.
 */
export function randomPlayer<G>(game: Game<G>): AiConfig<G> {
  const simulator = createSimulator(game);
  return {
    levels: [{ key: 'random', labelKey: 'ai.random' }],
    defaultLevel: 'random',
    chooseMove: ({ view, ctx, playerID, random }) => {
      const actions = simulator.actionsOf(simulator.stateFrom(view, ctx, random), playerID);
      const action = actions[Math.floor(random() * actions.length)];
      if (!action) throw new Error(`${game.name ?? 'game'}: seat ${playerID} has no move to make`);
      return { move: action.name, args: action.args };
    },
  };
}
