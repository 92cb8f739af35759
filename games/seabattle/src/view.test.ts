import type { Ctx } from 'boardgame.io';
import { hasSeatSecrets } from '@tabula/game-kit';
import { findLeaks, randomPlayout } from '@tabula/game-kit/testing';
import { cellName } from './coordinates';
import { game } from './game';
import { opponentOf, SEATS } from './rules';
import { secretsFor } from './secrets';
import { namesOfLengths } from './shipNames';
import { act, battleMatch, FLEET_0, FLEET_1, fireInTurn, newMatch, type Match } from './testMatch';
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

  it("keeps every log line within what each seat's view shows at that moment: shots by cell and result, a ship's kind once it sank, never a fleet", () => {
    /** The log of a view holds nothing the view does not: every shot as fired, the sunk ships by kind, no placement. */
    const expectLogWithinView = (view: SeaBattleState) => {
      const shotLines = view.log.filter((line) => line.values !== undefined);
      expect(shotLines.map((line) => [line.seat, line.values, line.key.split('.')[0]])).toEqual(
        view.shots.map((shot) => [shot.by, { cell: cellName(shot.cell) }, shot.result]),
      );
      for (const seat of SEATS) {
        const kinds = view.log
          .filter((line) => line.seat === seat && line.key.startsWith('sunk.'))
          .map((line) => line.key.slice(5));
        expect(kinds).toEqual(namesOfLengths(view.sunk[opponentOf(seat)].map((ship) => ship.cells.length)));
      }
      expect(view.log.filter((line) => line.key === 'fleetPlaced').map((line) => line.seat)).toEqual(
        SEATS.filter((seat) => view.placed[seat]).sort((a, b) => order(view, a) - order(view, b)),
      );
    };
    const order = (view: SeaBattleState, seat: string) =>
      view.log.findIndex((line) => line.key === 'fleetPlaced' && line.seat === seat);
    const client = newMatch();
    const views = () => ['0', '1', null].map((viewer) => viewOf(client, viewer));
    act(client, '1', 'placeFleet', FLEET_1);
    for (const view of views()) expectLogWithinView(view);
    act(client, '0', 'placeFleet', FLEET_0);
    const shotsOf0 = [...FLEET_1.flatMap((ship) => ship.cells).reverse(), ...Array.from({ length: 100 }, (_, cell) => cell)];
    const shotsOf1 = Array.from({ length: 100 }, (_, cell) => 99 - cell);
    for (let turn = 0; client.getState()!.ctx.gameover === undefined; turn += 1) {
      act(client, '0', 'fire', shotsOf0[turn]);
      for (const view of views()) expectLogWithinView(view);
      act(client, '1', 'fire', shotsOf1[turn]);
      for (const view of views()) expectLogWithinView(view);
    }
    expect(viewOf(client, null).log.at(-1)).toEqual({ key: 'won', seat: '0' });
    // The log is public: every seat and a spectator read the same lines.
    expect(viewOf(client, '1').log).toEqual(viewOf(client, '0').log);
    expect(viewOf(client, null).log).toEqual(viewOf(client, '0').log);
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
