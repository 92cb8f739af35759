import { Client } from 'boardgame.io/client';
import { seededRandom } from '@tabula/game-kit/testing';
import { aiConfig } from './ai';
import { game, initialState } from './game';
import { sq, stateOf } from './testPositions';
import type { BashniState } from './types';

function choose(G: BashniState, seat: string, level: string, seed: number) {
  return aiConfig.chooseMove({
    view: G,
    ctx: { currentPlayer: seat } as never,
    playerID: seat,
    level,
    random: seededRandom(seed),
  }) as { move: string; args: number[] };
}

describe('bashni AI', () => {
  it('returns a legal move for either seat from many seeded random positions', () => {
    const random = seededRandom(11);
    let checked = 0;
    for (let gameNo = 0; gameNo < 9; gameNo += 1) {
      const settings = { forced_capture: gameNo % 3 !== 0 };
      const client = Client({ game: { ...game, setup: () => initialState(settings) }, numPlayers: 2, debug: false });
      client.start();
      const plies = 10 + Math.floor(random() * 80);
      for (let ply = 0; ply <= plies; ply += 1) {
        const { G, ctx } = client.getState()!;
        if (ctx.gameover) break;
        const legal = game.ai!.enumerate(G, ctx, ctx.currentPlayer) as Array<{ move: string; args: number[] }>;
        if (ply % 5 === 0) {
          expect(legal).toContainEqual(choose(G, ctx.currentPlayer, ply % 20 ? 'easy' : 'medium', gameNo * 100 + ply));
          checked += 1;
        }
        const pick = legal[Math.floor(random() * legal.length)]!;
        client.updatePlayerID(ctx.currentPlayer);
        client.moves.moveColumn!(...pick.args);
      }
      client.stop();
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('continues a capture sequence with the column that must jump', () => {
    const G: BashniState = {
      ...stateOf({ e5: 'w', d4: 'b', f6: 'b', h8: 'b', a1: 'w' }),
      chain: { at: sq('e5'), captured: [sq('d4')], dir: { dx: 1, dy: -1 } },
    };
    for (const level of ['easy', 'medium', 'hard']) expect(choose(G, '0', level, 1).args).toEqual([sq('e5'), sq('g7')]);
  });

  it('takes a free column when capture is optional', () => {
    const G = stateOf({ c3: 'w', g1: 'w', d4: 'b', a7: 'b' }, { forced_capture: false });
    for (let seed = 1; seed <= 5; seed += 1) expect(choose(G, '0', 'medium', seed).args).toEqual([sq('c3'), sq('e5')]);
  });

  it('does not hand a column to the opponent', () => {
    const G = stateOf({ c3: 'w', g3: 'w', e5: 'b', b8: 'b' });
    const hanging = [
      [sq('c3'), sq('d4')],
      [sq('g3'), sq('f4')],
    ];
    for (const level of ['medium', 'hard']) {
      for (let seed = 1; seed <= 6; seed += 1) expect(hanging).not.toContainEqual(choose(G, '0', level, seed).args);
    }
  });

  it('plays Black as well as White', () => {
    const G = stateOf({ e3: 'w', h2: 'w', d4: 'b', a7: 'b' });
    expect(choose(G, '1', 'medium', 3).args).toEqual([sq('d4'), sq('f2')]);
  });
});
