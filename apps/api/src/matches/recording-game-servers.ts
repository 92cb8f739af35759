// For tests: game servers that create every match at once and remember the settings, computer seats
// and table rules each was given, and the seat actions asked of them (answered by `seatAnswer`).
import { DEFAULT_TABLE_RULES, type TableRules } from '@tabula/game-kit';
import type { ComputerSeats, CreatedMatch, GameServers, MatchAddress } from '../game-servers/client';
import type { SeatAction, SeatActionAnswer } from '../game-servers/seat-actions';

export class RecordingGameServers implements GameServers {
  /** The setupData of each createMatch call, in order. */
  readonly setupData: unknown[] = [];
  /** The computer seats of each createMatch call, in order. */
  readonly computers: ComputerSeats[] = [];
  /** The table rules of each createMatch call, in order. */
  readonly tableRules: TableRules[] = [];
  /** Each seatAction call, in order. */
  readonly seatActions: { match: MatchAddress; action: SeatAction }[] = [];
  /** What seatAction answers (or throws) next; `{ ok: true }` by default. */
  seatAnswer: () => SeatActionAnswer = () => ({ ok: true });

  async createMatch(
    gameCode: string,
    setupData: unknown,
    playerNames: string[],
    computers: ComputerSeats = {},
    tableRules: TableRules = DEFAULT_TABLE_RULES,
  ): Promise<CreatedMatch> {
    this.setupData.push(setupData);
    this.computers.push(computers);
    this.tableRules.push(tableRules);
    return {
      server: { internalUrl: 'http://recording.invalid', publicUrl: 'http://recording.invalid' },
      gameCode,
      matchID: `recorded-${this.setupData.length}`,
      seats: playerNames.map((_, index) => ({ playerID: String(index), credentials: `credentials-${index}` })),
    };
  }

  async discardMatch(): Promise<void> {}

  async seatAction(match: MatchAddress, action: SeatAction): Promise<SeatActionAnswer> {
    this.seatActions.push({ match: { bgioServerUrl: match.bgioServerUrl, bgioMatchId: match.bgioMatchId }, action });
    return this.seatAnswer();
  }
}
