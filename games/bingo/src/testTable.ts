// Test helpers: a match driven through boardgame.io's own client, the calls made by the test as the
// game server's clock makes them (as seat 0, the first seat that may act).
import { Client } from 'boardgame.io/client';
import type { Ctx, PlayerID } from 'boardgame.io';
import { withSeededChance } from '@tabula/game-kit';
import { game, initialState } from './game';
import type { BingoState } from './types';

/** A card whose squares are 1-5, 16-20, 31-35 (free centre), 46-50, 61-65: column c holds 15c+1 to 15c+5, row r the (r+1)th. */
export const PLAIN_CARD = Array.from({ length: 25 }, (_, cell) => (cell === 12 ? 0 : 15 * (cell % 5) + Math.floor(cell / 5) + 1));

export interface TestTable {
  state(): { G: BingoState; ctx: Ctx; _stateID: number };
  /** The clock's move: the next number is called. */
  call(): void;
  /** A seat's move; returns whether the state changed (false: refused). */
  play(seat: PlayerID, move: 'mark' | 'unmark' | 'claim' | 'callNumber', ...args: number[]): boolean;
  stop(): void;
}

/**
 * A table of `numPlayers` seats, seeded, its cards dealt at random unless `preset` gives them (and
 * called numbers or marks to start from).
 */
export function testTable(numPlayers: number, seed: number | string = 1, preset: Partial<BingoState> = {}): TestTable {
  const rules = withSeededChance({
    ...game,
    seed: String(seed),
    playerView: undefined,
    setup: ({ ctx }: { ctx: Ctx }) => ({ ...initialState(ctx), ...structuredClone(preset) }),
  });
  const client = Client({ game: rules, numPlayers, debug: false });
  client.start();
  const state = () => client.getState() as unknown as { G: BingoState; ctx: Ctx; _stateID: number };
  const play = (seat: PlayerID, move: string, ...args: number[]) => {
    const before = state()._stateID;
    client.updatePlayerID(seat);
    client.moves[move]!(...args);
    return state()._stateID !== before;
  };
  return {
    state,
    call: () => {
      if (!play('0', 'callNumber')) throw new Error('the call was refused');
    },
    play,
    stop: () => client.stop(),
  };
}

/** Calls numbers (as the clock would) until every one of `numbers` is called. */
export function callUntil(table: TestTable, numbers: readonly number[]): void {
  while (!numbers.every((number) => table.state().G.called.includes(number))) table.call();
}
