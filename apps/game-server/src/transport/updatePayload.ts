// What the game server sends a client ('update', 'sync'), less what boardgame.io 0.50.2's client
// never reads (its src/client/client.ts, src/core/reducer.ts):
// - `_undo` and `_redo` of a state: read only by the UNDO and REDO reducers, which a game with
//   `disableUndo` (every defineGame game) refuses before reading them; the client's own moves write
//   them without reading them (updateUndoRedoState returns at once, the flow sets fresh `[]`).
// - a sync's `initialState`: the client only keeps it for `reset()` and the debug panel, and
//   Tabula's clients call neither (debug: false, no reset).
// Everything else is read: G and ctx by the board and by the client's own moves, `plugins` by the
// client's moves, `_stateID` to order states, the log entries (handed to the board as `log`), the
// matchID to route the message, `filteredMetadata` for the players' names and presence.
import type { Game, State } from 'boardgame.io';

type UndoFields = '_undo' | '_redo';

function withoutUndo(state: State): Omit<State, UndoFields> {
  const { _undo, _redo, ...rest } = state;
  return rest;
}

/**
 * The arguments of an outgoing socket event (`socket.emit(event, ...args)`) without what the
 * client never reads; other events and malformed arguments are returned as they are.
 */
export function trimUpdatePayload(game: Pick<Game, 'disableUndo'>, event: string, args: unknown[]): unknown[] {
  const trimState = (state: State) => (game.disableUndo ? withoutUndo(state) : state);
  if (event === 'update') {
    const [matchID, state, ...rest] = args;
    if (!isState(state)) return args;
    return [matchID, trimState(state), ...rest];
  }
  if (event === 'sync') {
    const [matchID, info, ...rest] = args;
    if (!isSyncInfo(info)) return args;
    const { initialState: _unread, state, ...kept } = info;
    return [matchID, { ...kept, state: trimState(state) }, ...rest];
  }
  return args;
}

const isState = (value: unknown): value is State => typeof value === 'object' && value !== null && 'G' in value && 'ctx' in value;

const isSyncInfo = (value: unknown): value is { state: State; initialState?: State } =>
  typeof value === 'object' && value !== null && isState((value as { state?: unknown }).state);
