import { createSimulator, seededRandom } from '@tabula/game-kit';
import { game } from './game';
import { applyTurn, evaluate, positionFromState, searchTurns, turnsOf, WIN, type Turn } from './search';
import { at, stateOf } from './testPositions';
import type { MorrisState, Seat } from './types';

const key = (turn: Turn) => `${turn.from}>${turn.to}x${turn.remove}`;

describe('ninemensmorris search', () => {
  it('generates exactly the turns the rules allow, each ending where the rules end it', () => {
    const simulator = createSimulator(game);
    const random = seededRandom(4);
    let compared = 0;
    for (let round = 0; round < 4; round += 1) {
      let current = simulator.initial(2, `turns-${round}`);
      for (let ply = 0; ply < 70 && current.ctx.gameover === undefined; ply += 1) {
        const seat = current.ctx.currentPlayer as Seat;
        if (!current.G.removing && ply % 3 === 0) {
          // Every turn through the rules: the placement or move, then each removal it earns.
          const viaRules = new Map<string, MorrisState['points']>();
          for (const first of simulator.actionsOf(current, seat)) {
            const after = simulator.apply(current, first);
            const [from, to] = first.name === 'movePiece' ? (first.args as [number, number]) : [-1, first.args[0] as number];
            const finals = after.G.removing
              ? simulator.actionsOf(after, seat).map((removal) => simulator.apply(after, removal))
              : [after];
            for (const final of finals) {
              const removed = final.G.lastMove?.removed ?? -1;
              viaRules.set(key({ from, to, remove: removed }), final.G.points);
            }
          }
          const position = positionFromState(current.G, seat);
          const turns = turnsOf(position);
          expect(turns.map(key).sort()).toEqual([...viaRules.keys()].sort());
          for (const turn of turns) {
            const board = [...applyTurn(position, turn).board].map((v) => (v === 0 ? null : v === 1 ? '0' : '1'));
            expect(board).toEqual(viaRules.get(key(turn)));
          }
          compared += 1;
        }
        const actions = simulator.actionsOf(current, seat);
        current = simulator.apply(current, actions[Math.floor(random() * actions.length)]!);
      }
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('scores material first: a piece up is worth more than any shape', () => {
    const even = positionFromState(stateOf({ white: 'a1 d1 b4', red: 'g7 d6 f4' }), '0');
    const up = positionFromState(stateOf({ white: 'a1 d1 b4 c3', red: 'g7 d6 f4' }), '0');
    expect(evaluate(up) - evaluate(even)).toBeGreaterThanOrEqual(90);
    expect(evaluate(positionFromState(stateOf({ white: 'a1 d1 b4 c3', red: 'g7 d6 f4' }), '1'))).toBeLessThan(0);
  });

  it('takes a mill that leaves the opponent two pieces: a win', () => {
    const position = positionFromState(stateOf({ white: 'a1 d1 g4 f2', red: 'a7 d7 c5' }), '0');
    const [best] = searchTurns(position, turnsOf(position), { depth: 3, nodes: 200_000, noise: 0 }, seededRandom(1));
    expect(best!.turn).toEqual(expect.objectContaining({ from: at('g4'), to: at('g1') }));
    expect(best!.score).toBeGreaterThan(WIN / 2);
  });

  it('defends against a mill that would lose the game', () => {
    // White threatens g4-g1 (a1-d1-g1) and Red, with three pieces, would be down to two. Red must block
    // g1 or close its own mill a7-d7-g7 first.
    const position = positionFromState(stateOf({ white: 'a1 d1 g4 f2', red: 'a7 d7 c5' }), '1');
    const [best] = searchTurns(position, turnsOf(position), { depth: 2, nodes: 200_000, noise: 0 }, seededRandom(1));
    expect([at('g1'), at('g7')]).toContain(best!.turn.to);
    expect(best!.score).toBeGreaterThan(-WIN / 2);
  });
});
