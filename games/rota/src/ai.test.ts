import { playerViewFor, playSeries, randomPlayer, randomPositions, seededRandom } from '@tabula/game-kit';
import { aiConfig, perfectChoices } from './ai';
import { game } from './game';
import { emptyWheel, legalActions, lineOf, otherSeat, pointsAfter, positionKey } from './rules';
import { positionScore, WIN } from './solver';
import { stateOf, wheel } from './testPositions';
import type { Seat } from './types';
import { CENTRE } from './wheel';

const choose = (picture: string, seat: Seat, level: string, seed = 1) =>
  aiConfig.chooseMove({
    view: stateOf(picture),
    ctx: { currentPlayer: seat } as never,
    playerID: seat,
    level,
    random: seededRandom(seed),
  });

/**
 * Every position reachable when `ai` plays any of its perfect choices and the opponent anything at
 * all; reports whether the opponent ever completed a line, and how often the AI did.
 */
function exploreAgainstEverything(ai: Seat) {
  const seen = new Set<string>();
  const queue: Array<{ points: ReturnType<typeof emptyWheel>; toMove: Seat }> = [{ points: emptyWheel(), toMove: '0' }];
  let opponentLines = 0;
  let aiLines = 0;
  while (queue.length > 0) {
    const { points, toMove } = queue.pop()!;
    const key = positionKey(points, toMove);
    if (seen.has(key)) continue;
    seen.add(key);
    const actions = toMove === ai ? perfectChoices(points, toMove) : legalActions(points, toMove);
    for (const action of actions) {
      const after = pointsAfter(points, toMove, action);
      if (lineOf(after, toMove)) {
        if (toMove === ai) aiLines += 1;
        else opponentLines += 1;
      } else queue.push({ points: after, toMove: otherSeat(toMove) });
    }
  }
  return { positions: seen.size, opponentLines, aiLines };
}

describe('Rota AI', () => {
  it('offers easy, medium and perfect, medium by default', () => {
    expect(aiConfig.levels.map((level) => level.key)).toEqual(['easy', 'medium', 'perfect']);
    expect(aiConfig.defaultLevel).toBe('medium');
  });

  it('returns a legal action at every level from seeded random positions', async () => {
    for (const [index, { G, ctx }] of randomPositions(game, { count: 30, seed: 5 }).entries()) {
      const playerID = ctx.currentPlayer;
      const view = playerViewFor(game, G, ctx, playerID) as typeof G;
      const legal = game.ai!.enumerate(G, ctx, playerID);
      for (const level of ['easy', 'medium', 'perfect']) {
        const move = await aiConfig.chooseMove({ view, ctx, playerID, level, random: seededRandom(index) });
        expect(legal).toContainEqual(move);
      }
    }
  });

  it('knows Rota is a draw with perfect play from the start', () => {
    expect(positionScore(emptyWheel(), '0')).toBe(0);
  });

  it.each([['0'], ['1']] as const)('perfect never loses as seat %s, whatever the opponent plays', (ai) => {
    const { positions, opponentLines, aiLines } = exploreAgainstEverything(ai);
    expect(opponentLines).toBe(0);
    expect(aiLines).toBeGreaterThan(0);
    expect(positions).toBeGreaterThan(500);
  });

  it('perfect takes a line at once when it has one, by the quickest way', () => {
    // Moving phase: Red on 0, 1 and the centre, Blue on 3, 5, 6. The centre piece to 2 or 7 makes an arc.
    expect(positionScore(wheel('RR.B.BB.R'), '0')).toBe(WIN - 1);
    for (let seed = 1; seed <= 5; seed += 1) {
      expect([
        { move: 'movePiece', args: [CENTRE, 2] },
        { move: 'movePiece', args: [CENTRE, 7] },
      ]).toContainEqual(choose('RR.B.BB.R', '0', 'perfect', seed));
    }
  });

  it('perfect finds a forced win that is not a line at once', () => {
    // Placing: Red on 2, Blue on 0. Red's second piece on 3 threatens both arcs 1-2-3 and 2-3-4:
    // Blue can block only one. It is the only winning placement.
    expect(positionScore(wheel('B.R......'), '0')).toBe(WIN - 3);
    for (let seed = 1; seed <= 5; seed += 1)
      expect(choose('B.R......', '0', 'perfect', seed)).toEqual({ move: 'placePiece', args: [3] });
  });

  it('medium and perfect block a line the opponent would complete next', () => {
    // Placing: Blue on 0 and 1 would complete the arc 0-1-2 on 2 (the arc 7-0-1 is blocked by Red on 7).
    const picture = 'BB.....R.';
    for (const level of ['medium', 'perfect']) {
      for (let seed = 1; seed <= 5; seed += 1)
        expect(choose(picture, '0', level, seed)).toEqual({ move: 'placePiece', args: [2] });
    }
  });

  it('every level takes a line of three on offer', () => {
    for (const level of ['easy', 'medium', 'perfect']) {
      for (let seed = 1; seed <= 5; seed += 1) {
        // Red on 0 and the centre with its third piece to place: 4 completes the diameter 0-centre-4.
        expect(choose('R.BB....R', '0', level, seed)).toEqual({ move: 'placePiece', args: [4] });
      }
    }
  });

  it('is stronger level by level: perfect never loses to medium, medium beats easy more often than not', async () => {
    const perfectVsMedium = await playSeries({
      game,
      player: { ai: aiConfig, level: 'perfect' },
      opponent: { ai: aiConfig, level: 'medium' },
      games: 10,
    });
    expect(perfectVsMedium.losses).toBe(0);
    expect(perfectVsMedium.unfinished).toBe(0);
    const mediumVsEasy = await playSeries({
      game,
      player: { ai: aiConfig, level: 'medium' },
      opponent: { ai: aiConfig, level: 'easy' },
      games: 10,
    });
    expect(mediumVsEasy.wins).toBeGreaterThan(mediumVsEasy.losses);
    const easyVsRandom = await playSeries({
      game,
      player: { ai: aiConfig, level: 'easy' },
      opponent: { ai: randomPlayer(game), level: 'random' },
      games: 10,
    });
    expect(easyVsRandom.wins).toBeGreaterThan(easyVsRandom.losses);
  });
});
