import { guessesAllowed, legalClue } from './clue';
import { agentsLeft, keyFor } from './deal';
import { enumerate } from './enumerate';
import { actors, cardOf, startedFour, testMatch } from './testMatch';
import { validateSettings } from './settings';

// boardgame.io reports each refused move on the console: the refusals are what these tests check.
beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

const ORDERED = { Shuffle: <T>(deck: T[]) => [...deck] };

describe('choosing teams', () => {
  it('refuses to start while a player is unassigned or a team lacks a spymaster, and says why', () => {
    const { as, state } = testMatch(4);
    expect(enumerate(state().G, state().ctx, '0').some((m) => m.move === 'startPlay')).toBe(false);
    as('0')('joinTeam', 'blue');
    as('1')('joinTeam', 'blue');
    as('2')('joinTeam', 'red');
    expect(as('0')('startPlay')).toBe(false);
    as('3')('joinTeam', 'red');
    as('0')('appointSpymaster', '0', 'blue');
    expect(as('0')('startPlay')).toBe(false);
    as('0')('appointSpymaster', '3', 'red');
    expect(as('0')('startPlay')).toBe(true);
    expect(state().ctx.phase).toBe('play');
  });

  it('from four players on, refuses a team of its spymaster alone', () => {
    const { as } = testMatch(4);
    for (const seat of ['0', '1', '2']) as(seat)('joinTeam', 'blue');
    as('3')('joinTeam', 'red');
    as('0')('appointSpymaster', '0', 'blue');
    as('0')('appointSpymaster', '3', 'red');
    expect(as('0')('startPlay')).toBe(false);
  });

  it('lets only the host appoint spymasters, and only a member of the named team', () => {
    const { as, state } = testMatch(4);
    as('1')('joinTeam', 'blue');
    expect(as('1')('appointSpymaster', '1', 'blue')).toBe(false);
    expect(as('0')('appointSpymaster', '1', 'red')).toBe(false);
    expect(as('0')('appointSpymaster', '1', 'blue')).toBe(true);
    expect(state().G.spymasters.blue).toBe('1');
  });

  it('takes the role from a spymaster who switches teams', () => {
    const { as, state } = testMatch(4);
    as('1')('joinTeam', 'blue');
    as('0')('appointSpymaster', '1', 'blue');
    expect(as('1')('joinTeam', 'red')).toBe(true);
    expect(state().G.spymasters.blue).toBeNull();
    expect(state().G.teams['1']).toBe('red');
    expect(as('1')('joinTeam', 'red')).toBe(false);
  });

  it('at two seats, teams are set (each seat its own spymaster) and the host starts', () => {
    const { as, state } = testMatch(2);
    expect(as('0')('joinTeam', 'red')).toBe(false);
    expect(as('1')('startPlay')).toBe(false);
    expect(as('0')('startPlay')).toBe(true);
    expect(state().G.spymasters).toEqual({ blue: '0', red: '1' });
  });

  it('deals nothing before play starts', () => {
    const { state } = testMatch(4);
    expect(state().G.key).toBeNull();
    expect(state().G.words).toEqual([]);
  });
});

describe('the key', () => {
  it('holds 9 agents of the starting team, 8 of the other, 7 civilians and the assassin', () => {
    const key = keyFor('red', ORDERED);
    const count = (agent: string) => key.filter((a) => a === agent).length;
    expect([count('red'), count('blue'), count('civilian'), count('assassin')]).toEqual([9, 8, 7, 1]);
    const { state } = startedFour();
    const G = state().G;
    expect(G.key!.filter((a) => a === G.startingTeam)).toHaveLength(9);
    expect(new Set(G.words).size).toBe(25);
    expect(G.turn!.team).toBe(G.startingTeam);
  });
});

describe('clues', () => {
  it('takes one word of letters and a number 0 to 9 or unlimited, never a word on the grid', () => {
    const G = { words: ['Apple', 'Éclair'] };
    expect(legalClue(G, 'fruit', 2)).toEqual({ word: 'fruit', number: 2 });
    expect(legalClue(G, 'Süßigkeit', 'unlimited')).not.toBeNull();
    for (const [word, number] of [
      ['two words', 1],
      ['apple', 1],
      ['ECLAIR', 1],
      ['R2D2', 1],
      ['', 1],
      ['fruit', 10],
      ['fruit', -1],
      ['fruit', 1.5],
      [7, 1],
    ] as const)
      expect(legalClue(G, word, number)).toBeNull();
  });

  it('allows the number plus one guesses, unlimited for 0, ∞ or the room option', () => {
    expect(guessesAllowed({ guesses: 'numberPlusOne' }, { word: 'x', number: 2 })).toBe(3);
    expect(guessesAllowed({ guesses: 'numberPlusOne' }, { word: 'x', number: 0 })).toBe(Infinity);
    expect(guessesAllowed({ guesses: 'numberPlusOne' }, { word: 'x', number: 'unlimited' })).toBe(Infinity);
    expect(guessesAllowed({ guesses: 'unlimited' }, { word: 'x', number: 1 })).toBe(Infinity);
  });

  it('is given by the active spymaster only, before any guess', () => {
    const { as, state } = startedFour();
    const { spymaster, guesser } = actors(state().G);
    const word = state().G.words[0]!;
    expect(as(guesser)('giveClue', 'Zebrafish', 1)).toBe(false);
    expect(as(spymaster)('giveClue', word, 1)).toBe(false);
    expect(as(spymaster)('guess', 0)).toBe(false);
    expect(as(spymaster)('giveClue', 'Zebrafish', 1)).toBe(true);
    expect(as(spymaster)('giveClue', 'Other', 1)).toBe(false);
    expect(as(spymaster)('guess', 0)).toBe(false);
  });
});

describe('guessing', () => {
  it('keeps the turn on an own agent, passes it on anything else; spymasters and the other team may not guess', () => {
    const { as, state } = startedFour();
    const { team, spymaster, guesser } = actors(state().G);
    as(spymaster)('giveClue', 'Zebrafish', 2);
    const otherGuesser = Object.keys(state().G.teams).find(
      (s) => state().G.teams[s] !== team && state().G.spymasters[state().G.teams[s]!] !== s,
    )!;
    expect(as(otherGuesser)('guess', cardOf(state().G, team))).toBe(false);
    expect(as(guesser)('pass')).toBe(false);
    const own = cardOf(state().G, team);
    expect(as(guesser)('guess', own)).toBe(true);
    expect(state().G.turn!.team).toBe(team);
    expect(as(guesser)('guess', own)).toBe(false);
    expect(as(guesser)('guess', 25)).toBe(false);
    expect(as(guesser)('guess', 'x')).toBe(false);
    expect(as(guesser)('guess', cardOf(state().G, 'civilian'))).toBe(true);
    expect(state().G.turn).toMatchObject({ team: team === 'blue' ? 'red' : 'blue', clue: null, guessesMade: 0 });
  });

  it('ends the turn after the number plus one guesses, and lets a guesser pass after one', () => {
    const { as, state } = startedFour();
    const { team, spymaster, guesser } = actors(state().G);
    as(spymaster)('giveClue', 'Zebrafish', 1);
    as(guesser)('guess', cardOf(state().G, team));
    expect(state().G.turn!.team).toBe(team);
    as(guesser)('guess', cardOf(state().G, team));
    expect(state().G.turn!.team).not.toBe(team);
    const next = actors(state().G);
    as(next.spymaster)('giveClue', 'Zebrafish', 3);
    as(next.guesser)('guess', cardOf(state().G, next.team));
    expect(as(next.guesser)('pass')).toBe(true);
    expect(state().G.turn!.team).toBe(team);
  });

  it('with unlimited guesses, goes on while the team finds its own agents', () => {
    const { as, state } = startedFour({ guesses: 'unlimited' });
    const { team, spymaster, guesser } = actors(state().G);
    as(spymaster)('giveClue', 'Zebrafish', 1);
    for (let i = 0; i < 4; i += 1) as(guesser)('guess', cardOf(state().G, team));
    expect(state().G.turn).toMatchObject({ team, guessesMade: 4 });
  });

  it('makes the other team win when a team reveals the assassin', () => {
    const { as, state } = startedFour();
    const { team, spymaster, guesser } = actors(state().G);
    as(spymaster)('giveClue', 'Zebrafish', 1);
    as(guesser)('guess', cardOf(state().G, 'assassin'));
    const other = team === 'blue' ? 'red' : 'blue';
    expect(state().ctx.gameover).toEqual({
      winners: Object.keys(state().G.teams).filter((s) => state().G.teams[s] === other),
      reason: 'assassin',
    });
  });

  it('makes the opposing team win when a team reveals that team\u2019s last agent', () => {
    const { as, state } = startedFour({ guesses: 'unlimited' });
    const { team } = actors(state().G);
    const other = team === 'blue' ? 'red' : 'blue';
    // The starting team finds its own agents until the other team has one left, revealed on its turn.
    while (agentsLeft(state().G, other) > 1 || state().G.turn!.team !== team) {
      const now = actors(state().G);
      as(now.spymaster)('giveClue', 'Zebrafish', 1);
      as(now.guesser)('guess', cardOf(state().G, now.team === team ? other : 'civilian'));
      if (state().ctx.gameover) break;
    }
    const now = actors(state().G);
    as(now.spymaster)('giveClue', 'Zebrafish', 1);
    as(now.guesser)('guess', cardOf(state().G, other));
    expect(state().ctx.gameover).toMatchObject({ reason: 'allAgents' });
    expect(state().G.winner).toBe(other);
  });
});

describe('room options', () => {
  it('refuses a custom list of fewer than 25 different words, and unknown values', () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `w${String.fromCharCode(97 + i)}`).join('\n');
    expect(validateSettings({ words: 'custom', customWords: words(25) })).toBeUndefined();
    expect(validateSettings({ words: 'custom', customWords: words(24) })).toMatch(/25/);
    expect(validateSettings({ words: 'custom', customWords: `${words(24)}\nWA\nwa` })).toMatch(/25/);
    expect(validateSettings({ words: 'xx' })).toBeDefined();
    expect(validateSettings({ guesses: 3 })).toBeDefined();
    expect(validateSettings({ colour: 'x' })).toBeDefined();
    expect(validateSettings(undefined)).toBeUndefined();
  });

  it('deals the grid from the room\u2019s custom list', () => {
    const custom = Array.from({ length: 25 }, (_, i) => `Custom${String.fromCharCode(97 + i)}`);
    const { state } = startedFour({ words: 'custom', customWords: custom.join('\n') });
    expect([...state().G.words].sort()).toEqual(custom);
  });
});
