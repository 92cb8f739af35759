import type { Ctx, PlayerID } from 'boardgame.io';
import { isDone, otherSeat, SEATS } from './puzzle';
import type { HangmanState, Puzzle } from './types';

export const SETTING_PHASE = 'setWords';
export const GUESSING_PHASE = 'guess';

/** The word of `setter` reaches `viewer` when it is theirs, their guessing of it is over, or the game is. */
export function seesWord(G: HangmanState, ctx: Ctx, setter: PlayerID, viewer: PlayerID | null): boolean {
  const puzzle = G.puzzles[setter];
  if (!puzzle || viewer === setter || ctx.gameover !== undefined) return true;
  // A spectator sees what the guesser sees.
  const guesserSees = isDone(puzzle);
  return guesserSees && (viewer === null || viewer === otherSeat(setter));
}

/** The hint reaches the guesser (and spectators) once the guessing starts. */
export function seesHint(ctx: Ctx, setter: PlayerID, viewer: PlayerID | null): boolean {
  return viewer === setter || ctx.phase !== SETTING_PHASE || ctx.gameover !== undefined;
}

function viewOfPuzzle(puzzle: Puzzle, word: boolean, hint: boolean): Puzzle {
  return { ...puzzle, word: word ? puzzle.word : null, hint: hint ? puzzle.hint : null };
}

/** Each seat gets its own word, the other's length, hint (while guessing) and found letters only. */
export function playerView({ G, ctx, playerID }: { G: HangmanState; ctx: Ctx; playerID: PlayerID | null }): HangmanState {
  const viewer = playerID ?? null;
  const puzzles = Object.fromEntries(
    SEATS.map((setter) => {
      const puzzle = G.puzzles[setter] ?? null;
      const shown = puzzle && viewOfPuzzle(puzzle, seesWord(G, ctx, setter, viewer), seesHint(ctx, setter, viewer));
      return [setter, shown];
    }),
  );
  return { ...G, puzzles };
}

/** For the leak harness, stated from the rules: what `viewer` must not have received yet. */
export function secrets(G: HangmanState, ctx: Ctx, viewer: PlayerID | null): unknown[] {
  if (ctx.gameover !== undefined) return [];
  return SEATS.flatMap((setter) => {
    const puzzle = G.puzzles[setter];
    if (!puzzle || viewer === setter) return [];
    const hidden: unknown[] = [];
    // Two seats: a viewer who did not set it is its guesser or a spectator, who sees what the guesser sees.
    if (!isDone(puzzle)) hidden.push(puzzle.word);
    if (ctx.phase === SETTING_PHASE && puzzle.hint) hidden.push(puzzle.hint);
    return hidden;
  });
}
