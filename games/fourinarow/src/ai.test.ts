import {
  createSimulator,
  playerViewFor,
  playSeries,
  randomPlayer,
  randomPositions,
  searchPlayer,
  seededRandom,
} from '@tabula/game-kit';
import { aiConfig } from './ai';
import { game } from './game';

// The same player with a small iteration budget, so that the tests are quick and exact.
const quick = searchPlayer({ game, levels: [{ key: 'test', labelKey: 'ai.test', iterations: 30 }] });

describe('Four in a Row AI (the generic search player)', () => {
  it('offers easy, medium and hard', () => {
    expect(aiConfig.levels.map((level) => level.key)).toEqual(['easy', 'medium', 'hard']);
    expect(aiConfig.defaultLevel).toBe('medium');
  });

  it('returns a legal move from seeded random positions', () => {
    const simulator = createSimulator(game);
    for (const [index, { G, ctx }] of randomPositions(game, { count: 6, seed: 3 }).entries()) {
      const playerID = ctx.currentPlayer;
      const view = playerViewFor(game, G, ctx, playerID) as typeof G;
      const move = quick.chooseMove({ view, ctx, playerID, level: 'test', random: seededRandom(index) });
      const legal = simulator
        .actionsOf(simulator.stateFrom(G, ctx, seededRandom(0)), playerID)
        .map((a) => ({ move: a.name, args: a.args }));
      expect(legal).toContainEqual(move);
    }
  });

  it('takes a winning column', () => {
    const simulator = createSimulator(game);
    let state = simulator.initial(2, 'win');
    // Seat 0 stacks three discs in column 0, seat 1 in column 6: seat 0 wins in column 0.
    for (const column of [0, 6, 0, 6, 0, 6])
      state = simulator.apply(state, { playerID: state.ctx.currentPlayer, kind: 'move', name: 'dropDisc', args: [column] });
    const move = quick.chooseMove({ view: state.G, ctx: state.ctx, playerID: '0', level: 'test', random: seededRandom(1) });
    expect(move).toEqual({ move: 'dropDisc', args: [0] });
  });

  it('beats a random player in seeded games, on either seat', async () => {
    const report = await playSeries({
      game,
      player: { ai: quick, level: 'test' },
      opponent: { ai: randomPlayer(game), level: 'random' },
      games: 4,
    });
    expect(report.wins).toBe(4);
  });
});
