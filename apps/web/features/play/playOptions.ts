import type { PlayerID } from 'boardgame.io';
import type { CatalogueEntry } from '@tabula/game-kit';

/** Choices made on the game page, carried to the play route in its query string. */
export interface PlayOptions {
  numPlayers: number;
  /** AI mode: the computer's level key ('' = the game's default). */
  level: string;
  /** AI mode: the human's seat. */
  humanSeat: PlayerID;
  /** The customization value (JSON in the URL); undefined = the game's defaults. */
  setupData?: unknown;
}

export type PlayQuery = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Reads and clamps the play route's query: players, level, order (first|second), setup. */
export function parsePlayOptions(entry: CatalogueEntry, query: PlayQuery): PlayOptions {
  const requested = Number.parseInt(single(query.players) ?? '', 10);
  const numPlayers = Number.isFinite(requested)
    ? Math.min(entry.maxPlayers, Math.max(entry.minPlayers, requested))
    : entry.minPlayers;
  const order = single(query.order);
  let setupData: unknown;
  const setup = single(query.setup);
  if (setup) {
    try {
      setupData = JSON.parse(setup);
    } catch {
      setupData = undefined;
    }
  }
  // Moving second needs a second seat.
  const humanSeat = order === 'second' && numPlayers > 1 ? '1' : '0';
  return { numPlayers, level: single(query.level) ?? '', humanSeat, setupData };
}

/** The query string that `parsePlayOptions` reads back. */
export function playQuery(options: Partial<PlayOptions> & { order?: 'first' | 'second' }): Record<string, string> {
  const query: Record<string, string> = {};
  if (options.numPlayers !== undefined) query.players = String(options.numPlayers);
  if (options.level) query.level = options.level;
  if (options.order) query.order = options.order;
  if (options.setupData !== undefined) query.setup = JSON.stringify(options.setupData);
  return query;
}

export function seatIDs(numPlayers: number): PlayerID[] {
  return Array.from({ length: numPlayers }, (_, index) => String(index));
}
