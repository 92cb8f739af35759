import type { AiConfig, AiMove, AiRequest } from '@tabula/game-kit';
import { randomFleet, shipsOf } from './fleet';
import { isSeat, PLACEMENT_PHASE, untriedCells } from './rules';
import { densestCells, huntCells, knowledgeOf, targetCells } from './targeting';
import type { Cell, SeaBattleState } from './types';

export const AI_LEVELS = ['easy', 'hard'] as const;
export type AiLevelKey = (typeof AI_LEVELS)[number];

const pick = (cells: Cell[], random: () => number) => cells[Math.floor(random() * cells.length)]!;

/**
 * Where to fire, from the seat's view alone (its shots, their results and the sunk ships):
 * `easy` hunts on a checkerboard and finishes off what it hit; `hard` fires where the ships
 * afloat fit the most ways, which does both better.
 */
export function chooseShot(view: SeaBattleState, seat: '0' | '1', level: string, random: () => number): Cell {
  const known = knowledgeOf(view, seat);
  if (level === 'hard') {
    const densest = densestCells(known);
    if (densest.length > 0) return pick(densest, random);
  }
  const targets = known.openHits.size > 0 ? targetCells(known) : [];
  if (targets.length > 0) return pick(targets, random);
  const hunt = huntCells(known);
  return pick(hunt.length > 0 ? hunt : untriedCells(view, seat), random);
}

/** The computer's move: a random legal fleet while placing, then one shot per turn. */
export function chooseMove({ view, ctx, playerID, level, random }: AiRequest<SeaBattleState>): AiMove {
  if (!isSeat(playerID)) throw new Error(`seabattle: no seat ${playerID}`);
  if (ctx.phase === PLACEMENT_PHASE) return { move: 'placeFleet', args: [shipsOf(randomFleet(random))!] };
  return { move: 'fire', args: [chooseShot(view, playerID, level, random)] };
}

export const aiConfig: AiConfig<SeaBattleState> = {
  levels: AI_LEVELS.map((key) => ({ key, labelKey: `ai.${key}` })),
  defaultLevel: 'hard',
  chooseMove,
};

export default aiConfig;
