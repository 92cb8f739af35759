import type { MoveArgsLimit } from '@tabula/game-kit';
import { argsProblem } from './argsLimit';

// What a client may send, checked before boardgame.io's handlers see it.
const MAX_ID_LENGTH = 128;

export const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_ID_LENGTH;
const isOptionalId = (value: unknown) => value === undefined || value === null || isId(value);
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The moves a client may name, and how big their arguments may be. */
export interface MovePolicy {
  /** Own move names of the game (every phase and stage); nothing inherited from Object.prototype. */
  moveNames: ReadonlySet<string>;
  /** Moves of the game only the server makes (serverOnlyMove): refused from every client. */
  serverOnly?: ReadonlySet<string>;
  /** How many arguments each move declares: sent with more, it is refused. */
  declaredArguments?: ReadonlyMap<string, number>;
  argsLimit: MoveArgsLimit;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };
const refused = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });

/**
 * Rebuilds an 'update' packet from the fields a legitimate client sends. Clients send moves and
 * nothing else: boardgame.io would also apply events (endGame, endTurn, setActivePlayers, ...),
 * UNDO, REDO and state-replacing actions from a client, even when a game turns them off, so they
 * never get through; a game that needs an event triggers it inside its own move, on the server.
 * The seat in the action must be the seat the credentials are checked for, otherwise a player
 * could authenticate as themself and act for another seat that is also active.
 */
export function checkUpdate(args: unknown[], policy: MovePolicy): Checked<unknown[]> {
  const [action, stateID, matchID, playerID] = args;
  if (!isPlainObject(action) || !isPlainObject(action.payload)) return refused('a malformed update');
  if (action.type !== 'MAKE_MOVE') return refused(`a ${String(action.type).slice(0, 32)} action`);
  if (!Number.isSafeInteger(stateID) || !isId(matchID) || !isId(playerID)) return refused('a malformed update');
  const { type, args: moveArgs, playerID: actor, credentials } = action.payload;
  if (typeof type === 'string' && policy.serverOnly?.has(type)) return refused(`${type}, a move only the server makes`);
  if (typeof type !== 'string' || !policy.moveNames.has(type))
    return refused(`an unknown move ${JSON.stringify(String(type).slice(0, 32))}`);
  if (actor !== playerID) return refused('a move for another seat');
  if (moveArgs !== undefined && moveArgs !== null && !Array.isArray(moveArgs))
    return refused('move arguments that are not a list');
  if (credentials !== undefined && typeof credentials !== 'string') return refused('malformed credentials');
  const list = (moveArgs ?? []) as unknown[];
  const declared = policy.declaredArguments?.get(type);
  if (declared !== undefined && list.length > declared)
    return refused(`${list.length} arguments to ${type}, which takes ${declared}`);
  const tooBig = argsProblem(list, policy.argsLimit);
  if (tooBig) return refused(`move arguments ${tooBig}`);
  const payload = { type, args: list, playerID, credentials };
  return { ok: true, value: [{ type: 'MAKE_MOVE', payload }, stateID, matchID, playerID] };
}

export function isValidSync(args: unknown[]): boolean {
  const [matchID, playerID, credentials, numPlayers] = args;
  return (
    isId(matchID) &&
    isOptionalId(playerID) &&
    (credentials === undefined || credentials === null || typeof credentials === 'string') &&
    (numPlayers === undefined || Number.isSafeInteger(numPlayers))
  );
}
