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

// The generic search player, knowing nothing of Tic-Tac-Toe but its rules.
const generic = searchPlayer({ game, levels: [{ key: 'test', labelKey: 'ai.test', iterations: 60 }] });

describe('the generic search player at Tic-Tac-Toe', () => {
  it('returns a legal move from seeded random positions', () => {
    const simulator = createSimulator(game);
    for (const [index, { G, ctx }] of randomPositions(game, { count: 12, seed: 5 }).entries()) {
      const playerID = ctx.currentPlayer;
      const view = playerViewFor(game, G, ctx, playerID) as typeof G;
      const move = generic.chooseMove({ view, ctx, playerID, level: 'test', random: seededRandom(index) });
      const legal = simulator
        .actionsOf(simulator.stateFrom(G, ctx, seededRandom(0)), playerID)
        .map((a) => ({ move: a.name, args: a.args }));
      expect(legal).toContainEqual(move);
    }
  });

  it('beats a random player in seeded games, on either seat', async () => {
    const report = await playSeries({
      game,
      player: { ai: generic, level: 'test' },
      opponent: { ai: randomPlayer(game), level: 'random' },
      games: 6,
    });
    expect(report.wins).toBeGreaterThanOrEqual(5);
  });

  it('never beats the perfect hard AI', async () => {
    const report = await playSeries({
      game,
      player: { ai: generic, level: 'test' },
      opponent: { ai: aiConfig, level: 'hard' },
      games: 2,
    });
    expect(report.wins).toBe(0);
  });
});
