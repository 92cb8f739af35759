import type { Game, LongFormMove, Move } from 'boardgame.io';

type MoveMap = Record<string, Move<unknown>>;
interface StagesHolder {
  turn?: { stages?: Record<string, { moves?: MoveMap }> };
}

/** Every map of moves a game declares: its own, its stages', its phases' and their stages'. */
export function moveMaps(game: Game): MoveMap[] {
  const stagesOf = (holder: StagesHolder) => Object.values(holder.turn?.stages ?? {}).map((stage) => stage.moves ?? {});
  return [
    game.moves ?? {},
    ...stagesOf(game as StagesHolder),
    ...Object.values(game.phases ?? {}).flatMap((phase) => [phase.moves ?? {}, ...stagesOf(phase as StagesHolder)]),
  ] as MoveMap[];
}

const functionOf = (move: Move<unknown>) => (typeof move === 'function' ? move : (move as LongFormMove<unknown>).move);

/**
 * How many arguments each move declares after boardgame.io's context (the most any phase or stage
 * declares for that name). The game server refuses a move sent with more, so junk never reaches a
 * match's log. It reads Function.length, which stops at a parameter with a default value and leaves
 * out a rest parameter: moves declare neither (an optional argument is `arg?: T`).
 */
export function declaredMoveArguments(game: Game): Map<string, number> {
  const declared = new Map<string, number>();
  for (const moves of moveMaps(game)) {
    for (const [name, move] of Object.entries(moves)) {
      if (!Object.hasOwn(moves, name)) continue;
      declared.set(name, Math.max(declared.get(name) ?? 0, Math.max(0, functionOf(move).length - 1)));
    }
  }
  return declared;
}
