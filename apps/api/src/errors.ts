// Every refusal is a GraphQLError with one of these codes and a message a person can act on.
import { GraphQLError } from 'graphql';

export const ERROR_CODES = [
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'GAME_SERVER_UNAVAILABLE',
  'DATABASE_UNAVAILABLE',
  'RATE_LIMITED',
  // The game server's refusals of a seat change during a match (matches/seats.ts).
  'NO_COMPUTER_PLAYER',
  'MATCH_OVER',
  'COMPUTER_SEAT',
  'NOT_AWAY',
  'NOT_WAITING',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const statusOf: Partial<Record<ErrorCode, number>> = { UNAUTHENTICATED: 401, DATABASE_UNAVAILABLE: 503 };

export function refusal(code: ErrorCode, message: string, details: Record<string, unknown> = {}): GraphQLError {
  const status = statusOf[code];
  return new GraphQLError(message, { extensions: { code, ...details, ...(status ? { http: { status } } : {}) } });
}

export const badInput = (message: string) => refusal('BAD_USER_INPUT', message);
export const forbidden = (message: string) => refusal('FORBIDDEN', message);
export const notFound = (message: string) => refusal('NOT_FOUND', message);
export const unauthenticated = (message: string) => refusal('UNAUTHENTICATED', message);
