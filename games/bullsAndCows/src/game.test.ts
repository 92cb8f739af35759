import { Client } from 'boardgame.io/client';
import { withSeededChance } from '@tabula/game-kit';
import { randomPlayout } from '@tabula/game-kit/testing';
import { INVALID_MOVE } from 'boardgame.io/core';
import { openCode, sealCode } from './code';
import { game, initialState } from './game';
import { guess } from './moves';
import { makeGuess, startWith } from './testTable';
import type { BullsAndCowsState } from './types';

/** Four different wrong guesses of the code 0,1,2,3. */
const WRONG_GUESSES = [
  [3, 2, 1, 0],
  [2, 3, 1, 0],
  [1, 2, 3, 0],
  [3, 2, 0, 1],
];

const state = (client: ReturnType<typeof startWith>) => client.getState()!;

describe('bullsAndCows code', () => {
  it('sets up no code at all: it is drawn as the play phase begins', () => {
    expect(game.setup!({} as never).secret).toBeNull();
    const client = Client<BullsAndCowsState>({ game: { ...game, playerView: ({ G }) => G }, numPlayers: 1, debug: false });
    client.start();
    const { G, ctx } = client.getState()!;
    expect(ctx.phase).toBe('play');
    const code = openCode(G.secret!);
    expect(code).toHaveLength(4);
    expect(new Set(code).size).toBe(4);
    for (const symbol of code) expect(symbol).toBeLessThan(6);
  });

  it('draws from the cryptographic source, with repeats when allowed', () => {
    const codeFor = (seed: string, setupData?: object, rules = game) => {
      const setup: typeof game.setup = (context) => rules.setup!(context, setupData);
      const client = Client<BullsAndCowsState>({
        game: { ...rules, seed, setup, playerView: ({ G }) => G },
        numPlayers: 1,
        debug: false,
      });
      client.start();
      return openCode(client.getState()!.G.secret!);
    };
    // Two matches with the same seed get different codes; only a seeded stand-in repeats one.
    const codes = Array.from({ length: 5 }, () => codeFor('a').join());
    expect(new Set(codes).size).toBeGreaterThan(1);
    const seeded = withSeededChance(game);
    expect(codeFor('a', undefined, seeded)).toEqual(codeFor('a', undefined, seeded));
    const seeds = Array.from({ length: 30 }, (_, n) =>
      codeFor(`s${n}`, { allowToRepeat: true, totalOfColours: 3, secretLength: 8 }),
    );
    expect(seeds.some((code) => new Set(code).size < code.length)).toBe(true);
    for (const code of seeds) expect(Math.max(...code)).toBeLessThan(3);
    const without = Array.from({ length: 10 }, (_, n) => codeFor(`s${n}`, { secretLength: 7, totalOfColours: 7 }));
    for (const code of without) expect(new Set(code).size).toBe(7);
  });
});

describe('bullsAndCows rules', () => {
  beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  it('scores a guess, records it with its hints and keeps the draft for the next one', () => {
    const client = startWith([1, 1, 2, 3], { allowToRepeat: true });
    makeGuess(client, [1, 2, 1, 1]);
    const { G, ctx } = state(client);
    expect(G.attempts).toEqual([{ guess: [1, 2, 1, 1], hints: { bulls: 1, cows: 2, misses: 1 } }]);
    expect(G.draft).toEqual([1, 2, 1, 1]);
    expect(ctx.gameover).toBeUndefined();
  });

  it('accepts a guess with repeats when the code has none', () => {
    const client = startWith([0, 1, 2, 3]);
    makeGuess(client, [1, 1, 1, 1]);
    expect(state(client).G.attempts[0]!.hints).toEqual({ bulls: 1, cows: 0, misses: 3 });
  });

  it('refuses a guess with an empty slot, using no attempt', () => {
    const client = startWith([0, 1, 2, 3]);
    client.moves.placeSymbol!(0, 1);
    client.moves.guess!();
    expect(state(client).G.attempts).toEqual([]);
    expect(state(client).G.draft).toEqual([1, null, null, null]);
  });

  it.each([
    ['a slot past the code', 4, 0],
    ['a negative slot', -1, 0],
    ['a colour not in play', 0, 6],
    ['a colour that is not whole', 0, 1.5],
    ['a string', '0', 1],
    ['nothing', undefined, undefined],
  ])('refuses %s without changing anything', (_name, slot, symbol) => {
    const client = startWith([0, 1, 2, 3]);
    const before = state(client).G;
    client.moves.placeSymbol!(slot, symbol);
    expect(state(client).G).toEqual(before);
  });

  it('refuses a guess tried before, using no attempt, and takes it again once a colour changed', () => {
    const client = startWith([0, 1, 2, 3]);
    makeGuess(client, [3, 2, 1, 0]);
    const before = state(client).G;
    expect(game.ai!.enumerate(before, state(client).ctx, '0')).not.toContainEqual({ move: 'guess', args: [] });
    client.moves.guess!();
    expect(state(client).G).toEqual(before);
    expect(state(client).G.attempts).toHaveLength(1);
    client.moves.placeSymbol!(0, 4);
    client.moves.guess!();
    expect(state(client).G.attempts.map((attempt) => attempt.guess)).toEqual([
      [3, 2, 1, 0],
      [4, 2, 1, 0],
    ]);
  });

  it('refuses the move itself for a repeated guess (what a client sending it anyway gets)', () => {
    const G = {
      ...initialState(),
      secret: sealCode([0, 1, 2, 3]),
      draft: [3, 2, 1, 0],
      attempts: [{ guess: [3, 2, 1, 0], hints: { bulls: 0, cows: 4, misses: 0 } }],
    };
    expect(guess({ G } as never)).toBe(INVALID_MOVE);
    expect(guess({ G: { ...G, draft: [2, 3, 1, 0] } } as never)).toBeUndefined();
  });

  it('wins with all bulls, even on the last allowed attempt', () => {
    const client = startWith([0, 1, 2, 3], { limitOfAttempts: 4 });
    for (const wrong of WRONG_GUESSES.slice(0, 3)) makeGuess(client, wrong);
    expect(state(client).ctx.gameover).toBeUndefined();
    makeGuess(client, [0, 1, 2, 3]);
    expect(state(client).ctx.gameover).toEqual({ winner: '0', reason: 'codeBroken' });
  });

  it('loses when the attempts run out, and accepts nothing after the end', () => {
    const client = startWith([0, 1, 2, 3], { limitOfAttempts: 4 });
    for (const wrong of WRONG_GUESSES) makeGuess(client, wrong);
    expect(state(client).ctx.gameover).toEqual({ winners: [], reason: 'outOfAttempts' });
    const over = state(client).G;
    makeGuess(client, [0, 1, 2, 3]);
    expect(state(client).G).toEqual(over);
    expect(over.attempts).toHaveLength(4);
  });

  it('logs that a code is hidden (never which), every guess with its bulls and cows, and the code broken; a refused guess adds none', () => {
    const client = startWith([0, 1, 2, 3]);
    makeGuess(client, [3, 2, 1, 0]);
    client.moves.guess!();
    makeGuess(client, [0, 1, 3, 2]);
    client.moves.placeSymbol!(0, 0);
    makeGuess(client, [0, 1, 2, 3]);
    expect(state(client).G.log).toEqual([
      { key: 'codeHidden', values: { count: 4 } },
      { key: 'guessed', seat: '0', values: { code: 'D C B A', bulls: 0, cows: 4 } },
      { key: 'guessed', seat: '0', values: { code: 'A B D C', bulls: 2, cows: 2 } },
      { key: 'guessed', seat: '0', values: { code: 'A B C D', bulls: 4, cows: 0 } },
      { key: 'broken', seat: '0', values: { count: 3 } },
    ]);
  });

  it('logs the code once the attempts run out, and nothing after the end', () => {
    const client = startWith([0, 1, 2, 3], { limitOfAttempts: 4 });
    for (const wrong of WRONG_GUESSES) makeGuess(client, wrong);
    makeGuess(client, [0, 1, 2, 3]);
    const log = state(client).G.log;
    expect(log).toHaveLength(1 + 4 + 1);
    expect(log.at(-2)).toEqual({ key: 'guessed', seat: '0', values: { code: 'D C A B', bulls: 0, cows: 4 } });
    expect(log.at(-1)).toEqual({ key: 'outOfAttempts', values: { code: 'A B C D' } });
  });

  it('enumerates every symbol change of every slot, and the check once the draft is full', () => {
    const client = startWith([0, 1, 2, 3]);
    const moves = () => game.ai!.enumerate(state(client).G, state(client).ctx, '0') as Array<{ move: string; args: unknown[] }>;
    expect(moves()).toHaveLength(4 * 6);
    expect(moves().some((m) => m.move === 'guess')).toBe(false);
    [5, 4, 3, 2].forEach((symbol, slot) => client.moves.placeSymbol!(slot, symbol));
    expect(moves()).toHaveLength(4 * 5 + 1);
    expect(moves()).toContainEqual({ move: 'guess', args: [] });
  });

  it('checks the settings it is given', () => {
    expect(game.validateSetupData!(undefined, 1)).toBeUndefined();
    expect(
      game.validateSetupData!({ secretLength: 8, totalOfColours: 7, allowToRepeat: true, limitOfAttempts: 15 }, 1),
    ).toBeUndefined();
    expect(game.validateSetupData!({ secretLength: 7, totalOfColours: 6 }, 1)).toBeDefined();
    expect(game.validateSetupData!({ secretLength: 2 }, 1)).toBeDefined();
    expect(game.validateSetupData!({ limitOfAttempts: 16 }, 1)).toBeDefined();
    expect(game.validateSetupData!({ totalOfColours: 8, allowToRepeat: true }, 1)).toBeDefined();
    expect(game.validateSetupData!({ allowToRepeat: 'yes' }, 1)).toBeDefined();
    expect(game.validateSetupData!({ colours: 3 }, 1)).toBeDefined();
  });

  it('plays seeded random games to a win or a loss within the limit', () => {
    for (let seed = 1; seed <= 10; seed += 1) {
      const report = randomPlayout(game, { numPlayers: 1, seed, maxMoves: 3000 });
      expect(report.rejected).toEqual([]);
      expect(report.gameover).toBeDefined();
    }
  });
});
