// What the game server sends a client ('update', 'sync'), less what boardgame.io 0.50.2's client
// never reads (its src/client/client.ts, src/core/reducer.ts):
// - `_undo` and `_redo` of a state: read only by the UNDO and REDO reducers, which a game with
//   `disableUndo` (every defineGame game) refuses before reading them; the client's own moves write
//   them without reading them (updateUndoRedoState returns at once, the flow sets fresh `[]`).
// - a sync's `initialState`: the client only keeps it for `reset()` and the debug panel, and
//   Tabula's clients call neither (debug: false, no reset).
// - the log entries (an update's deltalog, a sync's whole log): the client only appends them to the
//   `log` it hands the board, and a board reads it only if its game says so (`boardReadsLog`); no
//   board does today. They were a third of an update and most of a late sync.
// Once a match of a game that hides nothing (`mayReplay`) is over, its sync keeps the whole log and
// the initial state: every position was public, and the site replays them so that its players and
// spectators can step back through the match. The site asks for that sync when it sees the game end
// (an update never carries the log), so nothing is added to what is sent during play.
// Everything else is read: G and ctx by the board and by the client's own moves, `plugins` by the
// client's moves, `_stateID` to order states, the matchID to route the message, `filteredMetadata`
// for the players' names and presence.
import type { Game, State } from 'boardgame.io';
import { boardReadsLog, mayReplay, type GameServerOptions } from '@tabula/game-kit';

type UndoFields = '_undo' | '_redo';

function withoutUndo(state: State): Omit<State, UndoFields> {
  const { _undo, _redo, ...rest } = state;
  return rest;
}

/**
 * The arguments of an outgoing socket event (`socket.emit(event, ...args)`) without what the
 * client never reads; other events and malformed arguments are returned as they are.
 */
export function trimUpdatePayload(game: Game & GameServerOptions, event: string, args: unknown[]): unknown[] {
  const trimState = (state: State) => (game.disableUndo ? withoutUndo(state) : state);
  const sendsLog = boardReadsLog(game);
  if (event === 'update') {
    const [matchID, state, ...log] = args;
    if (!isState(state)) return args;
    return sendsLog ? [matchID, trimState(state), ...log] : [matchID, trimState(state)];
  }
  if (event === 'sync') {
    const [matchID, info, ...rest] = args;
    if (!isSyncInfo(info)) return args;
    const { initialState, state, log, ...kept } = info;
    const replayable = state.ctx.gameover !== undefined && mayReplay(game);
    const replay = replayable ? { log, initialState: initialState && trimState(initialState) } : {};
    return [matchID, { ...kept, state: trimState(state), ...(sendsLog ? { log } : {}), ...replay }, ...rest];
  }
  return args;
}

const isState = (value: unknown): value is State => typeof value === 'object' && value !== null && 'G' in value && 'ctx' in value;

const isSyncInfo = (value: unknown): value is { state: State; initialState?: State; log?: unknown } =>
  typeof value === 'object' && value !== null && isState((value as { state?: unknown }).state);
