import type { Ctx, PlayerID } from 'boardgame.io';
import type { AiMove } from '@tabula/game-kit';

/** One decision of a computer seat: what the seat may see, never the match's state. */
export interface DecisionRequest {
  /** The catalogue code of the game (boardgame.io's game name). */
  code: string;
  /** The game's playerView for `playerID`. */
  view: unknown;
  ctx: Ctx;
  playerID: PlayerID;
  /** A level of the game's AI; an unknown one plays the AI's default level. */
  level: string;
  /** Play the AI's lowest (fastest) level instead: the fallback after a decision ran out of time. */
  lowest?: boolean;
}

/** Main thread to worker: a request with the id its answer carries. */
export type WorkerTask = DecisionRequest & { id: number };

/** Worker to main thread: `thinking` once the game's AI is loaded (the time budget starts), then the move or an error. */
export type WorkerReply = { id: number; thinking: true } | { id: number; move: AiMove } | { id: number; error: string };
