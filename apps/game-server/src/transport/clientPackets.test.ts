import { DEFAULT_MOVE_ARGS_LIMIT } from '@tabula/game-kit';
import { argsProblem } from './argsLimit';
import { checkUpdate, type MovePolicy } from './clientPackets';
import { declaredMoveArguments, serverOnlyMove } from '@tabula/game-kit';
import { RefusalLog } from './refusalLog';
import { movePolicy } from './socketGuard';

const policy: MovePolicy = { moveNames: new Set(['markCell']), argsLimit: DEFAULT_MOVE_ARGS_LIMIT };
const update = (action: unknown) => checkUpdate([action, 3, 'match', '0'], policy);
const move = (type: unknown, args: unknown) => ({ type: 'MAKE_MOVE', payload: { type, args, playerID: '0', credentials: 'c' } });

describe('checkUpdate', () => {
  it('passes a move of the game with its arguments, rebuilt from the known fields only', () => {
    const checked = update({ ...move('markCell', [4]), extra: 1, state: { G: {} } });
    expect(checked).toEqual({
      ok: true,
      value: [{ type: 'MAKE_MOVE', payload: { type: 'markCell', args: [4], playerID: '0', credentials: 'c' } }, 3, 'match', '0'],
    });
  });

  it.each(['GAME_EVENT', 'UNDO', 'REDO', 'SYNC', 'PATCH', 'RESET', 'PLUGIN'])('refuses %s actions', (type) => {
    expect(update({ type, payload: { type: 'endTurn', args: [], playerID: '0', credentials: 'c' } }).ok).toBe(false);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'eraseBoard'])(
    'refuses the move name %s',
    (name) => {
      expect(update(move(name, []))).toEqual({ ok: false, reason: expect.stringContaining('unknown move') });
    },
  );

  it('refuses more arguments than a move declares, in any phase or stage, and lets it through with those', () => {
    const game = {
      moves: { markCell: (_context: unknown, _cell: number) => undefined },
      phases: {
        play: { moves: { close: { move: (_context: unknown) => undefined, client: false } } },
        end: { turn: { stages: { confirm: { moves: { nextRound: (_context: unknown) => undefined } } } } },
      },
    };
    const declaredArguments = declaredMoveArguments(game as never);
    expect(Object.fromEntries(declaredArguments)).toEqual({ markCell: 1, close: 0, nextRound: 0 });
    const strict: MovePolicy = { ...policy, moveNames: new Set(['markCell', 'close', 'nextRound']), declaredArguments };
    const check = (action: unknown) => checkUpdate([action, 3, 'match', '0'], strict);
    expect(check(move('close', [1e308, null]))).toEqual({ ok: false, reason: expect.stringContaining('takes 0') });
    expect(check(move('nextRound', [{}])).ok).toBe(false);
    expect(check(move('markCell', [0, 1e308])).ok).toBe(false);
    expect(check(move('close', [])).ok).toBe(true);
    expect(check(move('markCell', [4])).ok).toBe(true);
  });

  it("refuses from every client a move only the server makes (a clock's call), in any phase, and passes the others", () => {
    const callNumber = serverOnlyMove((_context: unknown) => undefined);
    const game = {
      name: 'caller',
      moves: { mark: (_context: unknown, _square: number) => undefined },
      phases: { play: { start: true, moves: { mark: (_context: unknown, _square: number) => undefined, callNumber } } },
    };
    const check = (action: unknown) => checkUpdate([action, 3, 'match', '0'], movePolicy(game as never));
    expect(check(move('callNumber', []))).toEqual({ ok: false, reason: expect.stringContaining('only the server') });
    expect(check(move('mark', [7])).ok).toBe(true);
  });

  it('refuses a move for another seat than the one whose credentials are checked', () => {
    expect(checkUpdate([move('markCell', [4]), 3, 'match', '1'], policy).ok).toBe(false);
  });

  it('refuses arguments that are not a list, too big or too deep', () => {
    expect(update(move('markCell', 4)).ok).toBe(false);
    expect(update(move('markCell', ['x'.repeat(2000)]))).toEqual({ ok: false, reason: expect.stringContaining('bytes') });
    expect(update(move('markCell', [[[[[1]]]]]))).toEqual({ ok: false, reason: expect.stringContaining('deeper') });
  });
});

describe('argsProblem', () => {
  it('measures depth from the argument list, without recursion', () => {
    expect(argsProblem([[1, 2]], { maxBytes: 100, maxDepth: 2 })).toBeNull();
    expect(argsProblem([[[1]]], { maxBytes: 100, maxDepth: 2 })).toMatch(/deeper than 2/);
    let deep: unknown[] = [];
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(argsProblem([deep], DEFAULT_MOVE_ARGS_LIMIT)).toMatch(/deeper/);
  });

  it('counts serialized bytes, multi-byte characters included', () => {
    expect(argsProblem(['é'.repeat(10)], { maxBytes: 24, maxDepth: 2 })).toBeNull();
    expect(argsProblem(['é'.repeat(20)], { maxBytes: 24, maxDepth: 2 })).toMatch(/more than 24/);
    expect(argsProblem(new Array(5000).fill(0), DEFAULT_MOVE_ARGS_LIMIT)).toMatch(/more than/);
  });
});

describe('RefusalLog', () => {
  it('writes a few lines per window, then one line counting the rest', () => {
    const lines: string[] = [];
    let now = 0;
    const log = new RefusalLog(
      (line) => lines.push(line),
      3,
      60_000,
      () => now,
    );
    for (let i = 0; i < 1000; i += 1) log.refused('a GAME_EVENT action', { address: '1.2.3.4', matchID: 'm', playerID: '0' });
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('game-server: refused a GAME_EVENT action (from 1.2.3.4, match m, seat 0)');
    now = 60_000;
    log.refused('x', {});
    expect(lines[3]).toBe('game-server: 997 more client packets refused in the last window');
    expect(lines).toHaveLength(5);
  });
});
