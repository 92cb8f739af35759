// Turns database driver failures that are not bugs into refusals a client can act on: text the
// database cannot store (the NUL character) and a database that cannot be reached right now.
import { GraphQLError } from 'graphql';
import { badInput, refusal } from '../errors';

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Query read timeout',
  'Connection is not established',
];

function driverError(error: unknown): { code?: unknown; message?: unknown } {
  const wrapped = (error as { driverError?: unknown })?.driverError;
  return ((wrapped ?? error) as { code?: unknown; message?: unknown }) ?? {};
}

/** True when the database could not be reached or dropped the connection (not a bug in a query). */
export function isConnectionFailure(error: unknown): boolean {
  const { code, message } = driverError(error);
  if (typeof code === 'string') {
    if (CONNECTION_CODES.has(code)) return true;
    // SQLSTATE 08xxx connection exceptions, 57P01-57P03 server shutting down or starting.
    if (/^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
  }
  return typeof message === 'string' && CONNECTION_MESSAGES.some((text) => message.includes(text));
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database cannot be reached right now; nothing was changed. Try again in a moment.';

/** The refusal to throw in place of `error`, or `error` itself when it is not one we translate. */
export function translateDatabaseError(error: unknown): unknown {
  if (error instanceof GraphQLError) return error;
  const { code } = driverError(error);
  // 22021: invalid byte sequence (PostgreSQL stores no NUL character in text); 22P05: untranslatable character.
  if (code === '22021' || code === '22P05') return badInput('Text cannot contain the NUL character (U+0000).');
  if (isConnectionFailure(error)) {
    console.error(`Database unreachable: ${String((error as Error)?.message ?? error)}`);
    return refusal('DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE);
  }
  return error;
}
