import type { Ctx, PlayerID } from 'boardgame.io';
import type { AiMove } from '@tabula/game-kit';

export interface AiWorkerRequest {
  id: number;
  code: string;
  G: unknown;
  ctx: Ctx;
  playerID: PlayerID;
  level: string;
}

export type AiWorkerReply = { id: number; move: AiMove } | { id: number; error: string };
