import {
  type AiMove,
  createSimulator,
  playerViewFor,
  playSeries,
  randomPlayer,
  randomPositions,
  seededRandom,
} from '@tabula/game-kit';
import { AI_LEVELS, aiConfig } from './ai';
import { game } from './game';
import { at, type PositionPicture, stateOf } from './testPositions';
import type { Seat } from './types';

const choose = (picture: PositionPicture, seat: Seat, level: string, seed = 1) =>
  aiConfig.chooseMove({
    view: stateOf(picture),
    ctx: { currentPlayer: seat } as never,
    playerID: seat,
    level,
    random: seededRandom(seed),
  }) as AiMove; // this player answers at once

/** Positions from seeded random games where the player to move owes a removal after a mill. */
function removalPositions(count: number) {
  const simulator = createSimulator(game);
  const random = seededRandom(21);
  const found: Array<ReturnType<typeof simulator.initial>> = [];
  for (let round = 0; found.length < count; round += 1) {
    let current = simulator.initial(2, `removal-${round}`);
    while (current.ctx.gameover === undefined && !current.G.removing) {
      const actions = simulator.actions(current);
      current = simulator.apply(current, actions[Math.floor(random() * actions.length)]!);
    }
    if (current.G.removing) found.push(current);
  }
  return found;
}

describe("Nine Men's Morris AI", () => {
  it('offers easy, medium and hard, medium by default; hard thinks at most 1.5 s', () => {
    expect(aiConfig.levels.map((level) => level.key)).toEqual(['easy', 'medium', 'hard']);
    expect(aiConfig.defaultLevel).toBe('medium');
    expect(AI_LEVELS.hard!.timeMs).toBe(1500);
  });

  it('returns a legal move from seeded random positions, removals included', async () => {
    const positions = [...randomPositions(game, { count: 20, seed: 9 }), ...removalPositions(6)];
    for (const [index, { G, ctx }] of positions.entries()) {
      const playerID = ctx.currentPlayer;
      const view = playerViewFor(game, G, ctx, playerID) as typeof G;
      const legal = game.ai!.enumerate(G, ctx, playerID);
      const levels = index < 3 ? ['easy', 'medium', 'hard'] : ['easy', 'medium'];
      for (const level of levels) {
        const move = await aiConfig.chooseMove({ view, ctx, playerID, level, random: seededRandom(index) });
        expect(legal).toContainEqual(move);
      }
    }
  });

  it('closes a mill when it can, and then removes a free piece', () => {
    // White's g4-g1 closes a1-d1-g1.
    const picture = { white: 'a1 d1 g4 c3 e3', red: 'a7 d7 b6 f6 d5' };
    for (const level of ['medium', 'hard'])
      expect(choose(picture, '0', level)).toEqual({ move: 'movePiece', args: [at('g4'), at('g1')] });
    const removal = choose({ white: 'a1 d1 g1 c3 e3', red: 'a7 d7 g7 b6 d5', removing: true }, '0', 'medium');
    expect(removal.move).toBe('removePiece');
    expect([at('b6'), at('d5')]).toContain(removal.args[0]);
  });

  it('blocks a mill the opponent would close next while placing', () => {
    // Red has a7 and d7 and would place on g7; White must take g7 first.
    for (const level of ['medium', 'hard']) {
      expect(choose({ white: 'a1 c3', red: 'a7 d7', inHand: [7, 7] }, '0', level)).toEqual({
        move: 'placePiece',
        args: [at('g7')],
      });
    }
  });

  it('plays better level by level: easy beats random, medium beats easy', async () => {
    const easyVsRandom = await playSeries({
      game,
      player: { ai: aiConfig, level: 'easy' },
      opponent: { ai: randomPlayer(game), level: 'random' },
      games: 6,
    });
    expect(easyVsRandom.wins).toBeGreaterThanOrEqual(5);
    const mediumVsEasy = await playSeries({
      game,
      player: { ai: aiConfig, level: 'medium' },
      opponent: { ai: aiConfig, level: 'easy' },
      games: 6,
    });
    expect(mediumVsEasy.wins).toBeGreaterThan(mediumVsEasy.losses + mediumVsEasy.draws);
  }, 60_000);
});
