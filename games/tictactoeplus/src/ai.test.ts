import type { PlayerID } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { seededRandom } from '@tabula/game-kit/testing';
import { aiConfig } from './ai';
import { game } from './game';
import { emptyCells } from './lines';
import { outcome } from './outcome';
import { markWithRoll, position } from './testing';
import type { TicTacToePlusState } from './types';

const ctx = {} as never;

function choose(G: TicTacToePlusState, playerID: PlayerID, level: string, random: () => number) {
  const move = aiConfig.chooseMove({ view: G, ctx, playerID, level, random });
  if (move instanceof Promise) throw new Error('the tictactoeplus AI answers synchronously');
  return move;
}

const roll = (random: () => number) => 1 + Math.floor(random() * 6);

/** A legal unfinished position after a seeded random number of seeded random moves, and who is to move. */
function randomPosition(random: () => number): { G: TicTacToePlusState; toMove: PlayerID } {
  for (;;) {
    const G = position(['....', '....', '....', '....']);
    const moves = Math.floor(random() * 14);
    let toMove: PlayerID = '0';
    let over = false;
    for (let i = 0; i < moves && !over; i += 1) {
      const free = emptyCells(G.cells);
      markWithRoll(G, toMove, free[Math.floor(random() * free.length)], roll(random));
      toMove = toMove === '0' ? '1' : '0';
      over = outcome(G) !== undefined;
    }
    if (!over) return { G, toMove };
  }
}

/** Plays one game between two levels with seeded dice; returns the result. */
function match(levels: Record<PlayerID, string>, seed: number) {
  const random = seededRandom(seed);
  const G = position(['....', '....', '....', '....']);
  let toMove: PlayerID = '0';
  for (;;) {
    const { args } = choose(G, toMove, levels[toMove]!, random);
    expect(markWithRoll(G, toMove, args[0], roll(random))).toBeUndefined();
    const result = outcome(G);
    if (result) return result;
    toMove = toMove === '0' ? '1' : '0';
  }
}

describe('tictactoeplus AI', () => {
  it('offers easy and hard, easy by default', () => {
    expect(aiConfig.levels.map((l) => l.key)).toEqual(['easy', 'hard']);
    expect(aiConfig.defaultLevel).toBe('easy');
  });

  it.each([
    ['easy', 200],
    ['hard', 40],
  ])('%s returns a legal move from %i seeded random positions', (level, count) => {
    const random = seededRandom(7);
    for (let i = 0; i < (count as number); i += 1) {
      const { G, toMove } = randomPosition(random);
      const move = choose(G, toMove, level as string, random);
      expect(move.move).toBe('markCell');
      expect(emptyCells(G.cells)).toContain(move.args[0]);
    }
  });

  it.each([
    ['0', ['XX.X', 'OO..', 'O...', '....'], 2],
    ['1', ['XX..', 'OOO.', 'X+..', 'X...'], 7],
    ['0', ['X..O', 'O+.X', '.O+.', 'O...'], 15],
    ['1', ['O..X', '.O.X', 'X.+.', '.O..'], 15],
  ])('hard, as seat %s, takes the win in %p', (seat, rows, cell) => {
    for (let seed = 1; seed <= 5; seed += 1) {
      expect(choose(position(rows as string[]), seat as PlayerID, 'hard', seededRandom(seed))).toEqual({
        move: 'markCell',
        args: [cell],
      });
    }
  });

  it.each([
    ['1', ['XXX.', 'O...', '.O..', '....'], 3],
    ['0', ['OX..', '.O..', '.X+.', '....'], 15],
    ['1', ['X...', 'X+O.', '....', 'X...'], 8],
  ])('hard, as seat %s, blocks the threat in %p', (seat, rows, cell) => {
    for (let seed = 1; seed <= 5; seed += 1) {
      expect(choose(position(rows as string[]), seat as PlayerID, 'hard', seededRandom(seed))).toEqual({
        move: 'markCell',
        args: [cell],
      });
    }
  });

  it('hard wins rather than blocks when it can do either', () => {
    expect(choose(position(['XXX.', 'OOO.', '....', '....']), '1', 'hard', seededRandom(3))).toEqual({
      move: 'markCell',
      args: [7],
    });
  });

  it('hard opens on a square that lies on three lines', () => {
    const strong = [0, 3, 5, 6, 9, 10, 12, 15];
    for (let seed = 1; seed <= 3; seed += 1) {
      const { args } = choose(position(['....', '....', '....', '....']), '0', 'hard', seededRandom(seed));
      expect(strong).toContain(args[0]);
    }
  });

  it('hard beats easy far more often than it loses, from either seat', () => {
    let won = 0;
    let lost = 0;
    for (let seed = 1; seed <= 8; seed += 1) {
      const hard: PlayerID = seed % 2 === 0 ? '0' : '1';
      const result = match(hard === '0' ? { 0: 'hard', 1: 'easy' } : { 0: 'easy', 1: 'hard' }, seed);
      if ('winner' in result) {
        if (result.winner === hard) won += 1;
        else lost += 1;
      }
    }
    expect(won).toBeGreaterThanOrEqual(5);
    expect(lost).toBeLessThanOrEqual(1);
  });

  it.each([
    ['hard', 'easy'],
    ['easy', 'hard'],
    ['hard', 'hard'],
  ])('plays whole seeded games through the rules engine, %s as seat 0 against %s', (first, second) => {
    const levels: Record<PlayerID, string> = { 0: first!, 1: second! };
    for (let seed = 1; seed <= 3; seed += 1) {
      const client = Client<TicTacToePlusState>({ game: { ...game, seed: `ai-${seed}` }, numPlayers: 2, debug: false });
      client.start();
      const random = seededRandom(seed);
      for (let turn = 0; client.getState()!.ctx.gameover === undefined; turn += 1) {
        expect(turn).toBeLessThan(16);
        const { G, ctx, _stateID } = client.getState()!;
        const move = aiConfig.chooseMove({
          view: G,
          ctx,
          playerID: ctx.currentPlayer,
          level: levels[ctx.currentPlayer]!,
          random,
        });
        client.updatePlayerID(ctx.currentPlayer);
        client.moves[(move as { move: string }).move]!(...(move as { args: unknown[] }).args);
        expect(client.getState()!._stateID).toBe(_stateID + 1);
      }
      client.stop();
    }
  });
});
