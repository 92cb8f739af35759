import type { Game, LongFormMove, Move } from 'boardgame.io';

type MoveMap = Record<string, Move<unknown>>;
interface StagesHolder {
  turn?: { stages?: Record<string, { moves?: MoveMap }> };
}

function moveMaps(game: Game): MoveMap[] {
  const stagesOf = (holder: StagesHolder) => Object.values(holder.turn?.stages ?? {}).map((stage) => stage.moves ?? {});
  return [
    game.moves ?? {},
    ...stagesOf(game as StagesHolder),
    ...Object.values(game.phases ?? {}).flatMap((phase) => [phase.moves ?? {}, ...stagesOf(phase as StagesHolder)]),
  ] as MoveMap[];
}

const functionOf = (move: Move<unknown>) => (typeof move === 'function' ? move : (move as LongFormMove<unknown>).move);

/**
 * The moves that take no argument at all: every definition of the name (in any phase or stage)
 * declares only boardgame.io's context. A client sending arguments to one of them is refused, so
 * junk never reaches the log of a match (a move with arguments checks them itself).
 * Function.length stops at a parameter with a default value: moves declare no default parameters.
 */
export function movesWithoutArguments(game: Game): Set<string> {
  const arity = new Map<string, number>();
  for (const moves of moveMaps(game)) {
    for (const [name, move] of Object.entries(moves)) {
      if (!Object.hasOwn(moves, name)) continue;
      arity.set(name, Math.max(arity.get(name) ?? 0, functionOf(move).length));
    }
  }
  return new Set([...arity].filter(([, length]) => length <= 1).map(([name]) => name));
}
