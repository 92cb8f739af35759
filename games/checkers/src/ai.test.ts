import { Client } from 'boardgame.io/client';
import { seededRandom } from '@tabula/game-kit/testing';
import { aiConfig } from './ai';
import { game, initialState } from './game';
import { sq, stateOf } from './testPositions';
import type { CheckersState } from './types';

const ctxFor = (player: string) => ({ currentPlayer: player }) as never;

function choose(G: CheckersState, seat: string, level: string, seed: number) {
  return aiConfig.chooseMove({ view: G, ctx: ctxFor(seat), playerID: seat, level, random: seededRandom(seed) }) as {
    move: string;
    args: number[];
  };
}

describe('checkers AI', () => {
  it('returns a legal move for either seat from many seeded random positions', () => {
    const random = seededRandom(7);
    let checked = 0;
    for (let gameNo = 0; gameNo < 16; gameNo += 1) {
      const settings = { flyingKings: gameNo % 2 === 0, forcedCapture: gameNo % 3 !== 0, stopJumpingOnKing: gameNo % 4 !== 0 };
      const client = Client({ game: { ...game, setup: () => initialState(settings) }, numPlayers: 2, debug: false });
      client.start();
      const plies = 10 + Math.floor(random() * 70);
      for (let ply = 0; ply <= plies; ply += 1) {
        const { G, ctx } = client.getState()!;
        if (ctx.gameover) break;
        const legal = game.ai!.enumerate(G, ctx, ctx.currentPlayer) as Array<{ move: string; args: number[] }>;
        if (ply % 6 === 0) {
          expect(legal).toContainEqual(choose(G, ctx.currentPlayer, ply % 24 ? 'easy' : 'medium', gameNo * 100 + ply));
          checked += 1;
        }
        const pick = legal[Math.floor(random() * legal.length)]!;
        client.updatePlayerID(ctx.currentPlayer);
        client.moves.movePiece!(...pick.args);
      }
      client.stop();
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('continues a multi-jump with the piece that must capture', () => {
    const G = { ...stateOf({ white: ['c3', 'g1'], black: ['d4', 'f6', 'h8'] }), chain: sq('c3') };
    for (const level of ['easy', 'medium', 'hard'])
      expect(choose(G, '0', level, 1)).toEqual({ move: 'movePiece', args: [sq('c3'), sq('e5')] });
  });

  it('takes a free piece when capture is optional', () => {
    const G = stateOf({ white: ['c3', 'g1'], black: ['d4', 'h8'] }, { forcedCapture: false });
    for (let seed = 1; seed <= 5; seed += 1) expect(choose(G, '0', 'medium', seed).args).toEqual([sq('c3'), sq('e5')]);
  });

  it('does not give a piece away', () => {
    const G = stateOf({ white: ['c3', 'g3'], black: ['e5', 'b8'] });
    const hanging = [
      [sq('c3'), sq('d4')],
      [sq('g3'), sq('f4')],
    ];
    for (const level of ['medium', 'hard']) {
      for (let seed = 1; seed <= 8; seed += 1) expect(hanging).not.toContainEqual(choose(G, '0', level, seed).args);
    }
  });

  it('plays Black as well as White', () => {
    const G = stateOf({ white: ['e3', 'h2'], black: ['d4', 'a7'] });
    expect(choose(G, '1', 'medium', 3).args).toEqual([sq('d4'), sq('f2')]);
  });
});
