import type { Ctx } from 'boardgame.io';
import { hasSeatSecrets } from '@tabula/game-kit';
import { findLeaks } from '@tabula/game-kit/testing';
import { game } from './game';
import { isDone } from './puzzle';
import { act, guessAll, matchWithWords, newMatch, type Match } from './testMatch';
import type { HangmanState } from './types';

const viewOf = (client: Match, playerID: string | null) => {
  const { G, ctx } = client.getState()!;
  return game.playerView!({ G, ctx: ctx as Ctx, playerID }) as HangmanState;
};

describe('hangman hidden information', () => {
  it('while setting, shows a seat its own word and hint, and nobody else either', () => {
    const client = newMatch();
    act(client, '0', 'setWord', { word: 'pelican', hint: 'A big-billed bird' });
    expect(viewOf(client, '0').puzzles['0']).toMatchObject({ word: 'pelican', hint: 'A big-billed bird' });
    for (const viewer of ['1', null]) {
      expect(viewOf(client, viewer).puzzles['0']).toMatchObject({ word: null, hint: null });
      expect(JSON.stringify(viewOf(client, viewer))).not.toMatch(/pelican|billed/);
    }
  });

  it('while guessing, sends the guesser only the length, the hint and the letters found', () => {
    const client = matchWithWords({ word: 'kiwi' }, { word: 'pelican', hint: 'A big-billed bird' });
    guessAll(client, '0', 'ez');
    for (const viewer of ['0', null]) {
      const puzzle = viewOf(client, viewer).puzzles['1']!;
      expect(puzzle).toEqual({
        word: null,
        hint: 'A big-billed bird',
        revealed: [null, 'e', null, null, null, null, null],
        guessed: ['e', 'z'],
        mistakes: 1,
      });
    }
    expect(viewOf(client, '1').puzzles['1']!.word).toBe('pelican');
    expect(viewOf(client, '1').puzzles['0']!.word).toBeNull();
    expect(viewOf(client, '0').puzzles['0']!.word).toBe('kiwi');
  });

  it('shows a word to its guesser once they are done, and both words at the end', () => {
    const client = matchWithWords({ word: 'kiwi' }, { word: 'pelican' });
    guessAll(client, '0', 'bdfghjmoqs');
    expect(viewOf(client, '0').puzzles['1']!.word).toBe('pelican');
    expect(viewOf(client, null).puzzles['1']!.word).toBe('pelican');
    expect(viewOf(client, null).puzzles['0']!.word).toBeNull();
    expect(viewOf(client, '1').puzzles['0']!.word).toBeNull();
    guessAll(client, '1', 'kiw');
    expect(client.getState()!.ctx.gameover).toBeDefined();
    for (const viewer of ['0', '1', null]) {
      expect(viewOf(client, viewer).puzzles['0']!.word).toBe('kiwi');
      expect(viewOf(client, viewer).puzzles['1']!.word).toBe('pelican');
    }
  });

  it('keeps a word out of every log until its guesser is done, then names it to all', () => {
    const client = matchWithWords({ word: 'kiwi', hint: 'green' }, { word: 'pelican' });
    const logs = () =>
      [viewOf(client, '0'), viewOf(client, '1'), viewOf(client, null)].map((view) => JSON.stringify(view.log).toLowerCase());
    for (const letter of 'peltzbdfghjmoqs') {
      for (const log of logs()) expect(log).not.toContain('kiwi');
      const done = isDone(client.getState()!.G.puzzles['1']!);
      if (!done) for (const log of logs()) expect(log).not.toContain('pelican');
      act(client, client.getState()!.ctx.currentPlayer, 'guessLetter', letter);
    }
    for (const log of logs()) expect(log).not.toContain('green');
    guessAll(client, '1', 'kiw');
    for (const log of logs()) expect(log).toContain('kiwi');
  });

  it('passes the leak harness: no seat or spectator receives a word or hint too early (seeded random matches)', () => {
    const leaks = findLeaks(game, { numPlayers: 2, seeds: [1, 2, 3, 4, 5, 6, 7, 8], secretsFor: game.secrets!, maxMoves: 200 });
    expect(leaks).toEqual([]);
  });

  it('would catch a view that sent both words to both players, as the older site did', () => {
    const leaky = { ...game, playerView: ({ G }: { G: HangmanState }) => G };
    const leaks = findLeaks(leaky as typeof game, { numPlayers: 2, seeds: [1], secretsFor: game.secrets!, maxMoves: 20 });
    expect(leaks.map((leak) => leak.viewer)).toEqual(expect.arrayContaining(['0', '1', null]));
  });

  it('checks guesses on the server only, redacts the word in the log, and hands the device over on one device', () => {
    const moves = game.phases!.guess!.moves!;
    expect(moves.guessLetter).toMatchObject({ client: false });
    expect(game.phases!.setWords!.moves!.setWord).toMatchObject({ redact: true });
    expect(hasSeatSecrets(game)).toBe(true);
  });
});
