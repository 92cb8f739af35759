import type { Ctx, PlayerID } from 'boardgame.io';
import type { AiMove } from '@tabula/game-kit';

/** One chooseMove call for the AI worker: the seat's view only, never the match's state. */
export interface AiWorkerRequest {
  id: number;
  /** Catalogue code: the worker loads that game's AI. */
  code: string;
  view: unknown;
  ctx: Ctx;
  playerID: PlayerID;
  level: string;
}

export type AiWorkerReply = { id: number; move: AiMove } | { id: number; error: string };
