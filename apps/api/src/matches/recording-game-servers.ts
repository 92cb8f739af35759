// For tests: game servers that create every match at once and remember the settings each was given.
import type { CreatedMatch, GameServers } from '../game-servers/client';

export class RecordingGameServers implements GameServers {
  /** The setupData of each createMatch call, in order. */
  readonly setupData: unknown[] = [];

  async createMatch(gameCode: string, setupData: unknown, playerNames: string[]): Promise<CreatedMatch> {
    this.setupData.push(setupData);
    return {
      server: { internalUrl: 'http://recording.invalid', publicUrl: 'http://recording.invalid' },
      gameCode,
      matchID: `recorded-${this.setupData.length}`,
      seats: playerNames.map((_, index) => ({ playerID: String(index), credentials: `credentials-${index}` })),
    };
  }

  async discardMatch(): Promise<void> {}
}
