import { Client } from 'boardgame.io/client';
import { seededRandom } from '@tabula/game-kit/random';
import { aiConfig, chooseShot } from './ai';
import { game } from './game';
import { untriedCells } from './rules';
import { knowledgeOf, targetCells } from './targeting';
import { averageShots } from './testShooting';
import type { SeaBattleState, Seat, Shot } from './types';

const SEEDS = Array.from({ length: 30 }, (_, i) => i + 1);
const view = (shots: Shot[], sunk: SeaBattleState['sunk'] = { '0': [], '1': [] }): SeaBattleState => ({
  fleets: { '0': [], '1': [] },
  placed: { '0': true, '1': true },
  shots,
  sunk,
  log: [],
});
const hit = (cell: number): Shot => ({ by: '0', cell, result: 'hit' });
const miss = (cell: number): Shot => ({ by: '0', cell, result: 'miss' });

describe('seabattle computer player', () => {
  it.each([1, 2])('plays a whole game, easy against hard, with legal moves from its view only (seed %i)', async (seed) => {
    const client = Client<SeaBattleState>({ game: { ...game, seed: String(seed) }, numPlayers: 2, debug: false });
    client.start();
    const random = seededRandom(seed);
    const levels: Record<Seat, string> = { '0': 'easy', '1': 'hard' };
    for (let moves = 0; moves < 400 && client.getState()!.ctx.gameover === undefined; moves += 1) {
      const { G, ctx } = client.getState()!;
      const seat = (ctx.activePlayers ? Object.keys(ctx.activePlayers)[0] : ctx.currentPlayer) as Seat;
      const seen = game.playerView!({ G, ctx, playerID: seat }) as SeaBattleState;
      expect(seen.fleets[seat === '0' ? '1' : '0']).toEqual([]);
      const choice = await aiConfig.chooseMove({ view: seen, ctx, playerID: seat, level: levels[seat], random });
      if (choice.move === 'fire') expect(untriedCells(G, seat)).toContain(choice.args[0]);
      const before = client.getState()!._stateID;
      client.updatePlayerID(seat);
      client.moves[choice.move]!(...choice.args);
      expect(client.getState()!._stateID).toBe(before + 1);
    }
    expect(client.getState()!.ctx.gameover).toHaveProperty('winner');
  });

  it('extends a line of hits at both ends, and tries the neighbours of a lone hit', () => {
    expect(targetCells(knowledgeOf(view([hit(44), hit(45)]), '0')).sort()).toEqual([43, 46]);
    expect(targetCells(knowledgeOf(view([hit(44), hit(45), miss(46)]), '0'))).toEqual([43]);
    expect(targetCells(knowledgeOf(view([hit(0)]), '0')).sort()).toEqual([1, 10]);
  });

  it.each(['easy', 'hard'])('%s finishes off a hit ship before hunting elsewhere', (level) => {
    const shot = chooseShot(view([miss(0), hit(54), hit(64)]), '0', level, seededRandom(3));
    expect([44, 74]).toContain(shot);
  });

  it('counts a sunk ship out: hits on it are no longer targets', () => {
    const sunkView = view([hit(0), { by: '0', cell: 1, result: 'sunk' }], { '0': [], '1': [{ cells: [0, 1] }] });
    expect(knowledgeOf(sunkView, '0').openHits.size).toBe(0);
    expect(knowledgeOf(sunkView, '0').afloat).toEqual([5, 4, 3, 3]);
  });

  it('sinks a random fleet in clearly fewer shots than random shooting, hard fewer than easy', () => {
    const randomShooter = (seen: SeaBattleState, random: () => number) => {
      const cells = untriedCells(seen, '0');
      return cells[Math.floor(random() * cells.length)]!;
    };
    const randomAverage = averageShots(randomShooter, SEEDS);
    const easy = averageShots((seen, random) => chooseShot(seen, '0', 'easy', random), SEEDS);
    const hard = averageShots((seen, random) => chooseShot(seen, '0', 'hard', random), SEEDS);
    expect(randomAverage).toBeGreaterThan(85);
    expect(easy).toBeLessThan(65);
    expect(hard).toBeLessThan(easy);
  });
});
