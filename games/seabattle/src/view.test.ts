import type { Ctx } from 'boardgame.io';
import { hasSeatSecrets } from '@tabula/game-kit';
import { findLeaks, randomPlayout } from '@tabula/game-kit/testing';
import { game } from './game';
import { secretsFor } from './secrets';
import { act, battleMatch, FLEET_0, fireInTurn, newMatch, type Match } from './testMatch';
import type { SeaBattleState } from './types';

const viewOf = (client: Match, playerID: string | null) => {
  const { G, ctx } = client.getState()!;
  return game.playerView!({ G, ctx: ctx as Ctx, playerID }) as SeaBattleState;
};

const SEEDS = [1, 2, 3, 4, 5];

describe('seabattle hidden information', () => {
  it('while placing, shows a seat its own fleet and nobody else, only that it is ready', () => {
    const client = newMatch();
    act(client, '0', 'placeFleet', FLEET_0);
    expect(viewOf(client, '0').fleets['0']).toEqual(client.getState()!.G.fleets['0']);
    for (const viewer of ['1', null]) {
      expect(viewOf(client, viewer).fleets['0']).toEqual([]);
      expect(viewOf(client, viewer).placed['0']).toBe(true);
    }
  });

  it('sends a hit as a cell and a result only, and a ship once it has sunk', () => {
    const client = battleMatch();
    fireInTurn(client, [77, 78], [0, 1]);
    for (const viewer of ['0', '1', null]) {
      const view = viewOf(client, viewer);
      expect(view.shots).toEqual([
        { by: '0', cell: 77, result: 'hit' },
        { by: '1', cell: 0, result: 'hit' },
        { by: '0', cell: 78, result: 'sunk' },
        { by: '1', cell: 1, result: 'hit' },
      ]);
      expect(view.sunk['1']).toEqual([{ cells: [77, 78] }]);
    }
    expect(viewOf(client, '0').fleets['1']).toEqual([]);
    expect(viewOf(client, null).fleets).toEqual({ '0': [], '1': [] });
    expect(viewOf(client, '1').fleets['1']).toHaveLength(5);
  });

  it('shows both fleets to everyone once the game is over', () => {
    const client = battleMatch();
    act(client, '0', 'resign');
    for (const viewer of ['0', '1', null]) {
      expect(viewOf(client, viewer).fleets['0']).toHaveLength(5);
      expect(viewOf(client, viewer).fleets['1']).toHaveLength(5);
    }
  });

  it('passes the leak harness: no seat or spectator receives an unsunk enemy ship (seeded random matches)', () => {
    const leaks = findLeaks(game, { numPlayers: 2, seeds: SEEDS, secretsFor, maxMoves: 400 });
    expect(leaks).toEqual([]);
  });

  it('would catch a view that sent both fleets, as the older site did', () => {
    const leaky = { ...game, playerView: ({ G }: { G: SeaBattleState }) => G };
    const leaks = findLeaks(leaky as typeof game, { numPlayers: 2, seeds: [1], secretsFor, maxMoves: 20 });
    expect(leaks.map((leak) => leak.viewer)).toEqual(expect.arrayContaining(['0', '1', null]));
  });

  it('would catch a view that tagged each hit with the ship it hit, as the older site did', () => {
    const tagging = ({ G, ctx, playerID }: { G: SeaBattleState; ctx: Ctx; playerID: string | null }) => {
      const view = game.playerView!({ G, ctx, playerID }) as SeaBattleState;
      const shipOf = (cell: number, by: string) =>
        G.fleets[by === '0' ? '1' : '0'].findIndex((ship) => ship.cells.includes(cell));
      return { ...view, shots: view.shots.map((shot) => ({ ...shot, shipId: shipOf(shot.cell, shot.by) })) };
    };
    const leaky = { ...game, playerView: tagging };
    const leaks = findLeaks(leaky as typeof game, { numPlayers: 2, seeds: [1, 2], secretsFor, maxMoves: 200 });
    expect(leaks.some((leak) => leak.secret.startsWith('the ship of seat'))).toBe(true);
    expect(leaks.every((leak) => leak.secret.startsWith('the ship of seat'))).toBe(true);
  });

  it('declares secrets per seat: each seat sees a different fleet', () => {
    expect(hasSeatSecrets(game)).toBe(true);
  });

  it('plays seeded random games to the end, a fleet sunk or no cell left', () => {
    for (let seed = 1; seed <= 4; seed += 1) {
      const report = randomPlayout(game, { numPlayers: 2, seed, maxMoves: 300 });
      expect(report.rejected).toEqual([]);
      expect(report.gameover).toHaveProperty('winner');
    }
  });
});
