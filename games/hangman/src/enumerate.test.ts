import { BASE_LETTERS } from './alphabet';
import { enumerate, SAMPLE_ENTRIES } from './enumerate';
import { act, guessAll, matchWithWords, newMatch, type Match } from './testMatch';

const movesOf = (client: Match, seat: string) => {
  const { G, ctx } = client.getState()!;
  return enumerate(G, ctx, seat);
};
const lettersOffered = (client: Match, seat: string) => movesOf(client, seat).map((move) => move.args[0]);

describe('hangman ai.enumerate', () => {
  it('offers each seat its sample words while its own word is unset, then nothing', () => {
    const client = newMatch();
    for (const seat of ['0', '1']) {
      expect(movesOf(client, seat)).toEqual(SAMPLE_ENTRIES[seat]!.map((entry) => ({ move: 'setWord', args: [entry] })));
    }
    act(client, '1', 'setWord', { word: 'kiwi' });
    expect(movesOf(client, '1')).toEqual([]);
    expect(movesOf(client, '0')).toHaveLength(SAMPLE_ENTRIES['0']!.length);
  });

  it('offers nothing to the seat waiting while the other guesses, and the guesser exactly its untried letters', () => {
    const client = matchWithWords({ word: 'kiwi' }, { word: 'banana' });
    guessAll(client, '0', 'az');
    expect(client.getState()!.ctx.currentPlayer).toBe('0');
    expect(movesOf(client, '1')).toEqual([]);
    expect(movesOf(client, '0').every((move) => move.move === 'guessLetter')).toBe(true);
    expect(lettersOffered(client, '0')).toEqual(BASE_LETTERS.filter((letter) => letter !== 'a' && letter !== 'z'));
  });

  it('turns round once the first guesser is done: then only the second seat is offered letters', () => {
    const client = matchWithWords({ word: 'kiwi' }, { word: 'banana' });
    guessAll(client, '0', 'bna');
    expect(client.getState()!.ctx.currentPlayer).toBe('1');
    expect(movesOf(client, '0')).toEqual([]);
    expect(lettersOffered(client, '1')).toEqual(BASE_LETTERS);
    guessAll(client, '1', 'kiw');
    expect(client.getState()!.ctx.gameover).toBeDefined();
    expect(movesOf(client, '0')).toEqual([]);
    expect(movesOf(client, '1')).toEqual([]);
  });
});
