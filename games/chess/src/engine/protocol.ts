/** Messages between the page and the own engine's Web Worker. */
export interface EngineWorkerRequest {
  id: number;
  fen: string;
  positions: string[];
  level: string;
  /** Seeds the worker's random choices (weaker levels), so a game can be replayed. */
  seed: number;
}

export type EngineWorkerReply = { id: number; uci: string } | { id: number; error: string };
