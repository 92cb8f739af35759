import { randomPlayout } from '@tabula/game-kit/testing';
import { game } from './game';
import { MAX_MISTAKES } from './puzzle';
import { act, guessAll, matchWithWords, newMatch } from './testMatch';

describe('hangman rules', () => {
  it('lets both seats set their words at the same time, then seat 0 guesses first', () => {
    const client = newMatch();
    expect(client.getState()!.ctx.activePlayers).toEqual({ '0': null, '1': null });
    act(client, '1', 'setWord', { word: 'Kiwi', hint: 'A fruit' });
    expect(client.getState()!.ctx.activePlayers).toEqual({ '0': null });
    act(client, '0', 'setWord', { word: 'banana' });
    const { G, ctx } = client.getState()!;
    expect(ctx.phase).toBe('guess');
    expect(ctx.currentPlayer).toBe('0');
    expect(G.puzzles['1']).toMatchObject({ word: 'kiwi', hint: 'A fruit', revealed: [null, null, null, null] });
    expect(G.puzzles['0']).toMatchObject({ word: 'banana', hint: '' });
  });

  it('refuses a second word, an invalid word or hint, and leaves the seat to try again', () => {
    const client = newMatch();
    act(client, '0', 'setWord', { word: 'two words' });
    act(client, '0', 'setWord', { word: 'a'.repeat(17) });
    act(client, '0', 'setWord', { word: 'fine', hint: 'x'.repeat(121) });
    act(client, '0', 'setWord', 'fine');
    expect(client.getState()!.G.puzzles['0']).toBeNull();
    act(client, '0', 'setWord', { word: 'fine' });
    act(client, '0', 'setWord', { word: 'again' });
    expect(client.getState()!.G.puzzles['0']!.word).toBe('fine');
  });

  it('reveals every position of a letter, counts a miss as a mistake, and refuses a repeat (any case)', () => {
    const client = matchWithWords({ word: 'x' }, { word: 'banana' });
    act(client, '0', 'guessLetter', 'A');
    act(client, '0', 'guessLetter', 'z');
    act(client, '0', 'guessLetter', 'a');
    act(client, '0', 'guessLetter', 'Z');
    const puzzle = client.getState()!.G.puzzles['1']!;
    expect(puzzle.revealed).toEqual([null, 'a', null, 'a', null, 'a']);
    expect(puzzle.guessed).toEqual(['a', 'z']);
    expect(puzzle.mistakes).toBe(1);
  });

  it('logs the words chosen without them, each letter tried with hit or miss, the word once found, and no refused guess', () => {
    const client = matchWithWords({ word: 'kiwi' }, { word: 'banana' });
    guessAll(client, '0', 'azaNb');
    expect(client.getState()!.G.log).toEqual([
      { key: 'wordChosen', seat: '0' },
      { key: 'wordChosen', seat: '1' },
      { key: 'letterFound', seat: '0', values: { letter: 'A', count: 3 } },
      { key: 'letterMissed', seat: '0', values: { letter: 'Z' } },
      { key: 'letterFound', seat: '0', values: { letter: 'N', count: 2 } },
      { key: 'letterFound', seat: '0', values: { letter: 'B', count: 1 } },
      { key: 'solved', seat: '0', values: { word: 'BANANA' } },
    ]);
  });

  it('matches accents: guessing E reveals É and è, C reveals ç', () => {
    const client = matchWithWords({ word: 'x' }, { word: 'Élève' });
    guessAll(client, '0', 'e');
    expect(client.getState()!.G.puzzles['1']!.revealed).toEqual(['é', null, 'è', null, 'e']);
  });

  it('refuses guesses from the seat not guessing, and guesses that are not one letter', () => {
    const client = matchWithWords({ word: 'x' }, { word: 'banana' });
    act(client, '1', 'guessLetter', 'b');
    act(client, '0', 'guessLetter', 'ba');
    act(client, '0', 'guessLetter', '7');
    expect(client.getState()!.G.puzzles['1']!.guessed).toEqual([]);
    expect(client.getState()!.G.puzzles['0']!.guessed).toEqual([]);
  });

  it('passes the turn once the word is found, and the second seat then guesses', () => {
    const client = matchWithWords({ word: 'kiwi' }, { word: 'banana' });
    guessAll(client, '0', 'anb');
    expect(client.getState()!.ctx.currentPlayer).toBe('1');
    act(client, '0', 'guessLetter', 'q');
    expect(client.getState()!.G.puzzles['1']!.guessed).toEqual(['a', 'n', 'b']);
  });

  it(`ends a guesser's turn at the ${MAX_MISTAKES}th mistake with score 0`, () => {
    const client = matchWithWords({ word: 'kiwi' }, { word: 'banana' });
    guessAll(client, '0', 'cdefghijkl');
    expect(client.getState()!.G.puzzles['1']!.mistakes).toBe(MAX_MISTAKES);
    expect(client.getState()!.ctx.currentPlayer).toBe('1');
    guessAll(client, '1', 'kiw');
    expect(client.getState()!.ctx.gameover).toMatchObject({ winner: '1', scores: { '0': 0, '1': 100 } });
  });

  it('scores by positions: banana solved with a, n, b and no mistake is 100, one mistake 86', () => {
    const client = matchWithWords({ word: 'banana' }, { word: 'banana' });
    guessAll(client, '0', 'anb');
    guessAll(client, '1', 'zanb');
    expect(client.getState()!.ctx.gameover).toMatchObject({ winner: '0', scores: { '0': 100, '1': 86 } });
  });

  it('keeps 9 mistakes in play: the score counts them', () => {
    const client = matchWithWords({ word: 'ab' }, { word: 'ab' });
    guessAll(client, '0', 'cdefghijkab');
    expect(client.getState()!.ctx.currentPlayer).toBe('1');
    guessAll(client, '1', 'ab');
    // ceil(100 * 2 / 11) = 19
    expect(client.getState()!.ctx.gameover).toMatchObject({ winner: '1', scores: { '0': 19, '1': 100 } });
  });

  it('is a draw when both fail, and when both score the same', () => {
    const failing = matchWithWords({ word: 'ab' }, { word: 'ab' });
    guessAll(failing, '0', 'cdefghijkl');
    guessAll(failing, '1', 'cdefghijkl');
    expect(failing.getState()!.ctx.gameover).toMatchObject({ draw: true, scores: { '0': 0, '1': 0 } });

    const even = matchWithWords({ word: 'kiwi' }, { word: 'fig' });
    guessAll(even, '0', 'fig');
    guessAll(even, '1', 'kiw');
    expect(even.getState()!.ctx.gameover).toMatchObject({ draw: true, scores: { '0': 100, '1': 100 } });
  });

  it('plays seeded random matches to the end with no rejected move', () => {
    for (let seed = 1; seed <= 8; seed += 1) {
      const report = randomPlayout(game, { numPlayers: 2, seed, maxMoves: 200 });
      expect(report.rejected).toEqual([]);
      expect(report.gameover).toHaveProperty('scores');
    }
  });
});
