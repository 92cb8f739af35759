import type { AiConfig, AiMove } from '@tabula/game-kit';
import type { PlacementChoice } from './bitboard';
import { colourWeights, greedyChoice, lookaheadChoice, positionOf } from './search';
import type { CornerusState } from './types';

const now = () => (typeof performance === 'undefined' ? Date.now() : performance.now());

/** Easy: the greedy placement with a good deal of noise (a 10-point spread is two squares of piece size). */
const EASY_NOISE = 25;

const asMove = ({ piece, orientation, x, y }: PlacementChoice): AiMove => ({
  move: 'placePiece',
  args: [piece, orientation, x, y],
});

export const aiConfig: AiConfig<CornerusState> = {
  levels: [
    { key: 'easy', labelKey: 'ai.easy' },
    { key: 'hard', labelKey: 'ai.hard' },
  ],
  defaultLevel: 'easy',
  chooseMove({ view, ctx, playerID, level, random }): AiMove {
    const position = positionOf(view, ctx.numPlayers);
    const choice =
      level === 'hard'
        ? lookaheadChoice(position, playerID, { candidates: 12, depth: 4, timeMs: 900, now })
        : greedyChoice(position, colourWeights(ctx.numPlayers, playerID), EASY_NOISE, random);
    if (!choice) throw new Error(`cornerus AI asked to move for seat ${playerID} with no legal placement`);
    return asMove(choice);
  },
};

export default aiConfig;
