import type { Ctx, Game, LogEntry, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { gameLogOf, type LogLine } from '../gameLog';
import { declaredSecrets, keepsSecrets } from '../secrets';
import { watchChance } from './chanceWatch';
import { sameValue } from './sameValue';

/** What the board shows of one position of a match. */
export interface MatchPosition<G = unknown> {
  G: G;
  ctx: Ctx;
}

/** Every position of a finished match, from the start to the end. */
export interface MatchReplay<G = unknown> {
  /** `positions[0]` is the start; `positions[k]` follows the k-th move; the last is the current state. */
  positions: MatchPosition<G>[];
  /** For each position, how many lines the game's log had been given by then (lines dropped for its length included). */
  logLinesWritten: number[];
}

export interface ReplayInput<G> {
  /** The rules as the client runs them (with the match's setup data). */
  game: Game<G>;
  numPlayers: number;
  /** boardgame.io's action log, as its client keeps it. */
  log: readonly LogEntry[] | undefined;
  /** The state the client holds now: the replay must end exactly there. */
  current: MatchPosition<G>;
  /** The match's first state; set up from the rules when the client does not have it. */
  initialState?: State<G>;
}

/**
 * Whether stepping back through a game's positions can be offered at all: it must hide nothing
 * (every seat and spectator sees the whole state, so every position is public). Whether its moves
 * drew chance is known only by replaying them.
 */
export function mayReplay(game: Game<any>): boolean {
  return !keepsSecrets(game) && declaredSecrets(game) === undefined;
}

/**
 * Replays the match's moves from its first state through the game's own reducer, as the game
 * server does, and returns every position, or undefined when they cannot be trusted: a game with
 * hidden information, a log that is incomplete or redacted, a move refused, a move that drew
 * chance (a die or a shuffle would come out differently), or a last position that is not the state
 * the client holds (a match restored without its log).
 */
export function replayMatch<G>({ game, numPlayers, log, current, initialState }: ReplayInput<G>): MatchReplay<G> | undefined {
  if (log === undefined || !mayReplay(game)) return undefined;
  // One action's log entries share the stateID it was applied to: the action first, then what it
  // set off (an end of turn a move calls, the flow's own). Replaying the action repeats the rest.
  const actions: LogEntry[] = [];
  for (const entry of log) {
    if (entry._stateID === actions[actions.length - 1]?._stateID) continue;
    if (entry.redact || entry.automatic || (entry.action.type !== 'MAKE_MOVE' && entry.action.type !== 'GAME_EVENT')) {
      return undefined;
    }
    actions.push(entry);
  }
  const watch = watchChance(game as Game<any>);
  let state: State<G>;
  try {
    state = (initialState as State<G> | undefined) ?? (InitializeGame({ game: watch.game, numPlayers }) as State<G>);
  } catch {
    return undefined;
  }
  const reducer = CreateGameReducer({ game: watch.game, isClient: false });
  const positions: MatchPosition<G>[] = [{ G: state.G, ctx: state.ctx }];
  for (const entry of actions) {
    // A missing entry (an update that carried none) shows as a stateID the replay has not reached.
    if (entry._stateID !== state._stateID) return undefined;
    const next = reducer(state as never, entry.action as never) as State<G> & { transients?: { error?: unknown } };
    if (next.transients?.error !== undefined || next._stateID === state._stateID) return undefined;
    state = next;
    positions.push({ G: state.G, ctx: state.ctx });
  }
  if (watch.drawn()) return undefined;
  if (!sameValue(state.G, current.G) || !sameValue(state.ctx, current.ctx)) return undefined;
  return { positions, logLinesWritten: logLinesWritten(positions) };
}

/**
 * How many log lines each position had been given. The log keeps only its newest lines, so a
 * position's new lines are those after the previous position's last line (the same object: a move
 * changes the state by copy-on-write and leaves older lines as they were).
 */
function logLinesWritten(positions: MatchPosition<unknown>[]): number[] {
  const written: number[] = [];
  let previous: readonly LogLine[] = [];
  let total = 0;
  for (const { G } of positions) {
    const lines = gameLogOf(G) ?? [];
    const lastSeen = previous.length === 0 ? -1 : lines.lastIndexOf(previous[previous.length - 1] as LogLine);
    const added = lastSeen === -1 ? Math.max(0, lines.length - previous.length) : lines.length - 1 - lastSeen;
    total += added;
    written.push(total);
    previous = lines;
  }
  return written;
}
