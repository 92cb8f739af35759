// Messages between the side-by-side benchmark and its load generator processes (Node IPC).
import type { LoadName } from './loads';

export interface GeneratorConfig {
  /** The game server, e.g. http://127.0.0.1:41234 */
  url: string;
  /** Tabula's lobby secret; undefined for stock boardgame.io. */
  secret?: string;
  /** The game every match plays. */
  load: LoadName;
  /** Seeds the generator's random move choices (each generator process gets its own). */
  seed: number;
  /** Mean pause before each move (uniform between 0.5 and 1.5 times this); 0 = none. */
  thinkMs: number;
  /** Matches being created and connected at the same moment, at most. */
  openConcurrency: number;
  /** Longest wait for a state from the server before the match counts as failed. */
  timeoutMs: number;
}

export type ParentMessage = { type: 'target'; matches: number } | { type: 'measure' } | { type: 'report' } | { type: 'stop' };

export interface GeneratorReport {
  /** Milliseconds from sending a move to the mover's client receiving the new state. */
  roundTrips: number[];
  /** Moves acknowledged in each second since 'measure' (the last entry may be a partial second). */
  movesPerSecond: number[];
  /** Match slots that had opened their first match when the window began. */
  openAtStart: number;
  /** Matches created, joined and connected during the window. */
  matchesOpened: number;
  /** Moves or openings that failed or timed out during the window. */
  errors: number;
  errorSamples: string[];
  /** Event loop delay of the generator during the window, ms (how late its callbacks ran). */
  loopDelayP50: number;
  loopDelayP99: number;
}

export type GeneratorMessage =
  | { type: 'ready' }
  | { type: 'opened'; matches: number }
  | { type: 'report'; report: GeneratorReport };
