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

/**
 * The human's seat from `seat` (0 to numPlayers - 1), or from the older `order=first|second` that
 * saved links still carry; the first seat otherwise.
 */
function humanSeatOf(query: PlayQuery, numPlayers: number): PlayerID {
  const seat = single(query.seat);
  if (seat !== undefined && /^\d+$/.test(seat) && Number(seat) < numPlayers) return String(Number(seat));
  return single(query.order) === 'second' && numPlayers > 1 ? '1' : '0';
}

/** Reads and clamps the play route's query: players, level, seat (or the older order), setup. */
export function parsePlayOptions(entry: CatalogueEntry, query: PlayQuery): PlayOptions {
  const requested = Number.parseInt(single(query.players) ?? '', 10);
  const numPlayers = Number.isFinite(requested)
    ? Math.min(entry.maxPlayers, Math.max(entry.minPlayers, requested))
    : (entry.defaultPlayers ?? entry.minPlayers);
  let setupData: unknown;
  const setup = single(query.setup);
  if (setup) {
    try {
      setupData = JSON.parse(setup);
    } catch {
      setupData = undefined;
    }
  }
  return { numPlayers, level: single(query.level) ?? '', humanSeat: humanSeatOf(query, numPlayers), setupData };
}

/** The query string that `parsePlayOptions` reads back. */
export function playQuery(options: Partial<PlayOptions>): Record<string, string> {
  const query: Record<string, string> = {};
  if (options.numPlayers !== undefined) query.players = String(options.numPlayers);
  if (options.level) query.level = options.level;
  if (options.humanSeat !== undefined) query.seat = options.humanSeat;
  if (options.setupData !== undefined) query.setup = JSON.stringify(options.setupData);
  return query;
}

export function seatIDs(numPlayers: number): PlayerID[] {
  return Array.from({ length: numPlayers }, (_, index) => String(index));
}
