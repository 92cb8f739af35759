import type { Game, LogEntry } from 'boardgame.io';
import { ProcessGameConfig } from 'boardgame.io/internal';
import { handOverStep, hasSecrets, nextSeat, redactLogFor } from './handOver';

const seats = ['0', '1', '2', '3'];

describe('nextSeat', () => {
  it('starts from the first seat that may act', () => {
    expect(nextSeat(['2', '1'], seats, null)).toBe('1');
  });

  it('goes on after the seat that held the device last, wrapping round', () => {
    expect(nextSeat(['0', '1', '3'], seats, '1')).toBe('3');
    expect(nextSeat(['0', '1'], seats, '3')).toBe('0');
    expect(nextSeat(['0', '1'], seats, '1')).toBe('0');
  });

  it('comes back to the same seat when it is the only one that may act', () => {
    expect(nextSeat(['2'], seats, '2')).toBe('2');
  });
});

describe('handOverStep', () => {
  it('asks for the next seat when the seat shown may no longer act', () => {
    expect(handOverStep({ shown: null, last: null }, ['0'], seats, undefined)).toEqual({ kind: 'curtain', seat: '0' });
    expect(handOverStep({ shown: '0', last: '0' }, ['1'], seats, '0')).toEqual({ kind: 'curtain', seat: '1' });
  });

  it('shows the board only once the client has the view of the seat shown', () => {
    expect(handOverStep({ shown: '1', last: '1' }, ['1'], seats, '0')).toEqual({ kind: 'wait' });
    expect(handOverStep({ shown: '1', last: '1' }, ['1'], seats, '1')).toEqual({ kind: 'board' });
  });

  it('keeps the seat shown while it may act, others choosing at the same time or not', () => {
    expect(handOverStep({ shown: '2', last: '2' }, ['0', '2'], seats, '2')).toEqual({ kind: 'board' });
  });

  it('shows the public view once nobody may act', () => {
    expect(handOverStep({ shown: '1', last: '1' }, [], seats, '1')).toEqual({ kind: 'wait' });
    expect(handOverStep({ shown: null, last: '1' }, [], seats, undefined)).toEqual({ kind: 'board' });
  });
});

describe('redactLogFor', () => {
  const entry = (playerID: string, args: unknown[], redact?: boolean): LogEntry =>
    ({
      action: { type: 'MAKE_MOVE', payload: { type: 'choose', args, playerID } },
      _stateID: 0,
      turn: 1,
      phase: 'default',
      ...(redact && { redact }),
    }) as LogEntry;

  it('hides the arguments of redacted moves from every other seat, as the server does', () => {
    const log = [entry('0', ['secret'], true), entry('1', ['public'])];
    const forOne = redactLogFor(log, '1');
    expect(forOne[0]!.action.payload).toMatchObject({ type: 'choose', args: null, playerID: '0' });
    expect(forOne[0]).not.toHaveProperty('redact');
    expect(forOne[1]).toBe(log[1]);
    expect(redactLogFor(log, '0')[0]).toBe(log[0]);
    expect(redactLogFor(log, null)[0]!.action.payload.args).toBeNull();
  });
});

describe('hasSecrets', () => {
  it('is false for a game without a view of its own, even after boardgame.io has given it one', () => {
    const game: Game = { name: 'plain', moves: {} };
    ProcessGameConfig(game);
    expect(typeof game.playerView).toBe('function');
    expect(hasSecrets(game)).toBe(false);
  });

  it('is true for a game that filters what seats see', () => {
    const game: Game<{ secret: string }> = { name: 'hidden', moves: {}, playerView: ({ G }) => ({ ...G, secret: '' }) };
    expect(hasSecrets(game)).toBe(true);
  });

  it('is false for a game whose hidden cards are hidden from every seat alike (sharedView)', () => {
    const game = {
      name: 'memory',
      moves: {},
      sharedView: true,
      playerView: ({ G }: { G: { faces: string[] } }) => ({ ...G, faces: [] }),
    };
    expect(hasSecrets(game as Game)).toBe(false);
  });
});
