import { clockOf, isAnswerMove, serverOnlyMoveNames, turnClockOf } from '@tabula/game-kit';
import { CALL_INTERVAL_MS, FIRST_CALL_GRACE_MS, game } from './game';
import { testTable } from './testTable';

describe('the Bingo rules as the game server reads them', () => {
  it('declare the call as a move only the server makes, and marks and claims as answers taken at any moment', () => {
    expect([...serverOnlyMoveNames(game)]).toEqual(['callNumber']);
    const moves = game.phases!.play!.moves!;
    for (const name of ['mark', 'unmark', 'claim']) expect(isAnswerMove(moves[name])).toBe(true);
    expect(moves.mark).toMatchObject({ redact: true });
    expect(isAnswerMove(moves.callNumber)).toBe(false);
  });

  it("call a number when the clock's time runs out, every 10 seconds", () => {
    const clock = turnClockOf(game)!;
    expect(clock.limitMs).toBe(CALL_INTERVAL_MS);
    expect(clock.firstTurnGraceMs).toBe(FIRST_CALL_GRACE_MS);
    const { G, ctx } = testTable(2).state();
    expect(clock.onTimeout(G, ctx, '0')).toEqual({ move: 'callNumber', args: [] });
  });

  it('start the clock with the countdown to the first call, keep it through marks and claims, and restart it at each call', () => {
    const started = Date.now();
    const table = testTable(3);
    const first = clockOf(table.state() as never)!;
    expect(first.deadline).toBeGreaterThanOrEqual(started + CALL_INTERVAL_MS + FIRST_CALL_GRACE_MS);
    expect(first.deadline).toBeLessThanOrEqual(Date.now() + CALL_INTERVAL_MS + FIRST_CALL_GRACE_MS);
    table.play('1', 'mark', 0);
    table.play('2', 'claim', 3);
    expect(clockOf(table.state() as never)).toEqual(first);
    table.call();
    const second = clockOf(table.state() as never)!;
    expect(second.key).not.toBe(first.key);
    expect(second.deadline).toBeLessThanOrEqual(Date.now() + CALL_INTERVAL_MS);
  });
});
