import type { Server } from 'boardgame.io';
import type { SeatData } from '@tabula/game-kit';
import type { SeatPresence } from '../storage/seatPresence';

export interface SeatStatusesDeps {
  storage: {
    fetch(matchID: string, opts: { metadata: true }): Promise<{ metadata?: Server.MatchData }>;
    setMetadata(matchID: string, metadata: Server.MatchData): Promise<void>;
  };
  presence: SeatPresence;
  /** Sends a payload to the match's clients (its pub/sub channel). */
  publish(matchID: string, payload: { type: string; args: unknown[] }): void;
  /** Runs a task in the match's queue, between its moves. */
  inQueue<T>(matchID: string, task: () => Promise<T>): Promise<T>;
  /** Told after every change (the bot runner reads the match's seats again). */
  changed(matchID: string): void;
}

/** A seat's new data from its current one (and the match's metadata), or undefined to leave it. */
export type SeatChange = (data: SeatData, metadata: Server.MatchData) => SeatData | undefined;

export type SeatChangeOutcome = 'changed' | 'unchanged' | 'missing';

/** Tries of a write whose metadata a lobby route changed meanwhile. */
const WRITE_TRIES = 3;

/**
 * Writes seat status (SeatData) into a match's metadata, the only writer of it besides the API's
 * joins. A change is made in the match's queue, so it falls between two moves: a move made after a
 * seat was handed back sees it handed back. Each change is sent to the match's clients as
 * boardgame.io's `matchData` update (with this server's presence flags), then told to the runner.
 */
export class SeatStatuses {
  constructor(private readonly deps: SeatStatusesDeps) {}

  change(matchID: string, playerID: string, update: SeatChange): Promise<SeatChangeOutcome> {
    return this.deps.inQueue(matchID, () => this.write(matchID, playerID, update));
  }

  private async write(matchID: string, playerID: string, update: SeatChange): Promise<SeatChangeOutcome> {
    for (let attempt = 1; ; attempt += 1) {
      const { metadata } = await this.deps.storage.fetch(matchID, { metadata: true });
      const player = metadata?.players[playerID as unknown as number];
      if (!metadata || !player) return 'missing';
      const data = update(seatDataOf(player.data), metadata);
      if (data === undefined) return 'unchanged';
      player.data = data;
      try {
        await this.deps.storage.setMetadata(matchID, metadata);
      } catch (error) {
        if (attempt >= WRITE_TRIES) throw error;
        continue;
      }
      this.send(matchID, metadata);
      this.deps.changed(matchID);
      return 'changed';
    }
  }

  /** Sends the match's seats to its clients again, as stored, with this server's presence flags. */
  async resend(matchID: string): Promise<void> {
    try {
      const { metadata } = await this.deps.storage.fetch(matchID, { metadata: true });
      if (metadata) this.send(matchID, metadata);
    } catch (error) {
      console.error(`game-server: reading the seats of match ${matchID} failed`, (error as Error).message);
    }
  }

  private send(matchID: string, metadata: Server.MatchData): void {
    const players = Object.values(metadata.players).map(({ credentials: _hidden, ...player }) => ({ ...player }));
    const shown = { ...metadata, players: Object.fromEntries(players.map((player) => [player.id, player])) };
    this.deps.presence.apply(matchID, shown as Server.MatchData);
    this.deps.publish(matchID, { type: 'matchData', args: [matchID, Object.values(shown.players)] });
  }
}

const seatDataOf = (data: unknown): SeatData =>
  typeof data === 'object' && data !== null && !Array.isArray(data) ? { ...(data as SeatData) } : {};

/** The data without its stand-in (and, if asked, without its away mark). */
export function withoutStandIn(data: SeatData, alsoAway = false): SeatData {
  const { standIn: _standIn, away, ...rest } = data;
  return alsoAway || away === undefined ? rest : { ...rest, away };
}
