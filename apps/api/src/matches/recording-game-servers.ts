// For tests: game servers that create every match at once and remember the settings and computer seats each was given.
import type { ComputerSeats, CreatedMatch, GameServers } from '../game-servers/client';

export class RecordingGameServers implements GameServers {
  /** The setupData of each createMatch call, in order. */
  readonly setupData: unknown[] = [];
  /** The computer seats of each createMatch call, in order. */
  readonly computers: ComputerSeats[] = [];

  async createMatch(
    gameCode: string,
    setupData: unknown,
    playerNames: string[],
    computers: ComputerSeats = {},
  ): Promise<CreatedMatch> {
    this.setupData.push(setupData);
    this.computers.push(computers);
    return {
      server: { internalUrl: 'http://recording.invalid', publicUrl: 'http://recording.invalid' },
      gameCode,
      matchID: `recorded-${this.setupData.length}`,
      seats: playerNames.map((_, index) => ({ playerID: String(index), credentials: `credentials-${index}` })),
    };
  }

  async discardMatch(): Promise<void> {}
}
