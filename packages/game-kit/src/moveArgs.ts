/**
 * How large a move's arguments may be when a client sends them. The game server refuses bigger
 * ones before the rules run, so junk never reaches a game's log or anyone's sync.
 * `maxDepth` counts the arguments array itself: `[4]` is 1 deep, `[[1, 2]]` is 2.
 */
export interface MoveArgsLimit {
  maxBytes: number;
  maxDepth: number;
}

/** Enough for a cell, a path of squares, a few card ids or a short word with a hint. */
export const DEFAULT_MOVE_ARGS_LIMIT: MoveArgsLimit = { maxBytes: 1024, maxDepth: 4 };

/** What a game object may declare beyond boardgame.io's own fields. */
export interface GameServerOptions {
  /** A game whose moves carry more (a drawing, a long list) declares its own limit. */
  moveArgsLimit?: MoveArgsLimit;
  /**
   * The board reads boardgame.io's `log` (the moves made so far, as logged). Only then does the game
   * server send log entries to clients (redacted per seat); otherwise they are stored, never sent.
   */
  boardReadsLog?: boolean;
}

export function moveArgsLimitOf(game: object): MoveArgsLimit {
  return (game as GameServerOptions).moveArgsLimit ?? DEFAULT_MOVE_ARGS_LIMIT;
}

/** Whether the game server sends the game's log entries to clients (see GameServerOptions). */
export const boardReadsLog = (game: object): boolean => (game as GameServerOptions).boardReadsLog === true;
