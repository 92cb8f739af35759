import { turnClockOf } from '@tabula/game-kit';
import { game, TURN_LIMIT_MS } from './game';
import { cellsOf, moveAs, startTestMatch, TEST_PLACEMENTS, type TestMatch } from './testMatch';

const state = (match: TestMatch) => match.getState()!;
const claim = (match: TestMatch, word: string, seat?: string) => moveAs(match, 'claim', [{ cells: cellsOf(word) }], seat);
const timeOut = (match: TestMatch) => moveAs(match, 'timeOut', [state(match).ctx.turn]);

/** Expects the last move to have been refused: nothing changed, the same seat still looks. */
function expectRefused(match: TestMatch, attempt: () => void) {
  const before = state(match);
  // boardgame.io logs every refused move.
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  attempt();
  quiet.mockRestore();
  const after = state(match);
  expect(after.G).toEqual(before.G);
  expect(after.ctx.currentPlayer).toBe(before.ctx.currentPlayer);
  expect(after.ctx.turn).toBe(before.ctx.turn);
}

describe('soupofletters claims', () => {
  it.each(TEST_PLACEMENTS.map((placement) => [placement.word, placement.cells] as const))(
    'credits %s to the player on turn when selected from its first letter, and passes the turn',
    (word, cells) => {
      const match = startTestMatch();
      claim(match, word);
      const { G, ctx } = state(match);
      expect(G.found).toEqual([{ word, cells, by: '0' }]);
      expect(G.scores).toEqual({ '0': 1, '1': 0 });
      expect(G.hidden.map((placement) => placement.word)).not.toContain(word);
      expect(G.lastTurn).toEqual({ kind: 'found', seat: '0', word });
      expect(ctx.currentPlayer).toBe('1');
    },
  );

  it('refuses a word selected from its last letter (it spells something else)', () => {
    const match = startTestMatch();
    expectRefused(match, () => moveAs(match, 'claim', [{ cells: [...cellsOf('CAT')].reverse() }]));
  });

  it('refuses a claim from a player who is not on turn', () => {
    const match = startTestMatch();
    expectRefused(match, () => claim(match, 'CAT', '1'));
  });

  it('refuses cells that are not one straight line', () => {
    const match = startTestMatch();
    expectRefused(match, () => moveAs(match, 'claim', [{ cells: [0, 1, 9] }]));
    expectRefused(match, () => moveAs(match, 'claim', [{ cells: [0, 2] }]));
    expectRefused(match, () => moveAs(match, 'claim', [{ cells: [0] }]));
  });

  it('refuses letters that spell no word of the list, and malformed claims', () => {
    const match = startTestMatch();
    expectRefused(match, () => moveAs(match, 'claim', [{ cells: [1, 2, 3] }]));
    expectRefused(match, () => moveAs(match, 'claim', [{ cells: [0, 1, 2, 3] }]));
    for (const bad of [null, {}, { cells: 'CAT' }, { cells: [0, 1, 99] }, { cells: [0, 1.5, 2] }]) {
      expectRefused(match, () => moveAs(match, 'claim', [bad]));
    }
  });

  it('refuses a word already found, and the player keeps looking', () => {
    const match = startTestMatch();
    claim(match, 'CAT');
    expectRefused(match, () => claim(match, 'CAT'));
    expect(state(match).ctx.currentPlayer).toBe('1');
  });
});

describe('soupofletters turns and the clock', () => {
  it('declares a 20-second clock whose timeout is for the turn that ran out', () => {
    const clock = turnClockOf(game)!;
    expect(clock.limitMs).toBe(TURN_LIMIT_MS);
    expect(TURN_LIMIT_MS).toBe(20_000);
    const match = startTestMatch();
    const { G, ctx } = state(match);
    expect(clock.onTimeout(G, ctx, '0')).toEqual({ move: 'timeOut', args: [ctx.turn] });
  });

  it('passes the turn on a timeout', () => {
    const match = startTestMatch();
    timeOut(match);
    expect(state(match).ctx.currentPlayer).toBe('1');
    expect(state(match).G.lastTurn).toEqual({ kind: 'timeOut', seat: '0' });
    expect(state(match).ctx.gameover).toBeUndefined();
  });

  it('refuses a timeout meant for another turn, so it cannot cut the next turn short', () => {
    const match = startTestMatch();
    const turn = state(match).ctx.turn;
    claim(match, 'CAT');
    expectRefused(match, () => moveAs(match, 'timeOut', [turn]));
  });

  it('lets the player on turn pass, which counts as one of their turns without a find', () => {
    const match = startTestMatch();
    moveAs(match, 'pass', []);
    expect(state(match).ctx.currentPlayer).toBe('1');
    expect(state(match).G.turnsWithoutFind).toEqual({ '0': 1, '1': 0 });
    moveAs(match, 'pass', []);
    moveAs(match, 'pass', []);
    expect(state(match).ctx.gameover).toBeUndefined();
    moveAs(match, 'pass', []);
    expect(state(match).ctx.gameover).toMatchObject({ winners: ['0', '1'], reason: 'noFinds' });
  });

  it('ends once each player has had two turns in a row without a find; nobody finding anything shares the win', () => {
    const match = startTestMatch();
    for (let turn = 0; turn < 3; turn += 1) timeOut(match);
    expect(state(match).ctx.gameover).toBeUndefined();
    timeOut(match);
    expect(state(match).ctx.gameover).toEqual({
      winners: ['0', '1'],
      reason: 'noFinds',
      scores: { '0': 0, '1': 0 },
      placings: { '0': 1, '1': 1 },
    });
  });

  it("starts a player's count again when that player finds a word, and only theirs", () => {
    const match = startTestMatch();
    timeOut(match);
    claim(match, 'DOG');
    timeOut(match);
    timeOut(match);
    expect(state(match).G.turnsWithoutFind).toEqual({ '0': 2, '1': 1 });
    expect(state(match).ctx.gameover).toBeUndefined();
    timeOut(match);
    timeOut(match);
    expect(state(match).ctx.gameover).toMatchObject({ winner: '1', scores: { '0': 0, '1': 1 } });
  });

  it('does not end a 4-player game when the first two players time out twice before the others have played', () => {
    const match = startTestMatch(4);
    timeOut(match);
    timeOut(match);
    expect(state(match).ctx.gameover).toBeUndefined();
    expect(state(match).ctx.currentPlayer).toBe('2');
    claim(match, 'CAT');
    // Seats 3, 0, 1, 2, 3, 0, 1: seats 0, 1 and 3 reach two turns without a find, seat 2 has one.
    for (let turn = 0; turn < 7; turn += 1) {
      timeOut(match);
      expect(state(match).ctx.gameover).toBeUndefined();
    }
    expect(state(match).G.turnsWithoutFind).toEqual({ '0': 3, '1': 3, '2': 1, '3': 2 });
    expect(state(match).ctx.currentPlayer).toBe('2');
    timeOut(match);
    expect(state(match).ctx.gameover).toMatchObject({
      winner: '2',
      reason: 'noFinds',
      scores: { '0': 0, '1': 0, '2': 1, '3': 0 },
      placings: { '0': 2, '1': 2, '2': 1, '3': 2 },
    });
  });

  it('ends a 4-player game with nothing found after eight timeouts in a row, not before', () => {
    const match = startTestMatch(4);
    for (let turn = 0; turn < 7; turn += 1) timeOut(match);
    expect(state(match).ctx.gameover).toBeUndefined();
    timeOut(match);
    expect(state(match).ctx.gameover).toMatchObject({ winners: ['0', '1', '2', '3'], reason: 'noFinds' });
  });

  it('leaves a player who conceded out of the ending: the others alone need two turns without a find', () => {
    const match = startTestMatch(4);
    timeOut(match);
    timeOut(match);
    claim(match, 'CAT');
    // Seat 3 concedes on its turn and is passed over from then on.
    moveAs(match, 'resign' as 'pass', []);
    expect(state(match).ctx.gameover).toBeUndefined();
    expect(state(match).ctx.currentPlayer).toBe('0');
    // Seats 0, 1, 2, 0, 1: seat 2 has had one turn without a find since its word.
    for (let turn = 0; turn < 5; turn += 1) timeOut(match);
    expect(state(match).ctx.gameover).toBeUndefined();
    expect(state(match).ctx.currentPlayer).toBe('2');
    timeOut(match);
    expect(state(match).ctx.gameover).toMatchObject({
      winner: '2',
      reason: 'noFinds',
      scores: { '0': 0, '1': 0, '2': 1 },
    });
  });

  it('goes round every seat in order with 4 players', () => {
    const match = startTestMatch(4);
    const seats: string[] = [];
    for (const word of ['CAT', 'DOG', 'SUN', 'OWL', 'BEE']) {
      seats.push(state(match).ctx.currentPlayer);
      claim(match, word);
    }
    expect(seats).toEqual(['0', '1', '2', '3', '0']);
  });
});

describe('soupofletters results', () => {
  it('is a shared win for the players tied for the most words, with 2 players too', () => {
    const match = startTestMatch();
    claim(match, 'CAT');
    claim(match, 'DOG');
    for (let turn = 0; turn < 4; turn += 1) timeOut(match);
    expect(state(match).ctx.gameover).toEqual({
      winners: ['0', '1'],
      reason: 'noFinds',
      scores: { '0': 1, '1': 1 },
      placings: { '0': 1, '1': 1 },
    });
  });

  it('is a shared win for the two players tied at the top of a 4-player game', () => {
    const match = startTestMatch(4);
    for (const word of ['CAT', 'DOG', 'SUN']) claim(match, word);
    timeOut(match);
    claim(match, 'OWL');
    claim(match, 'BEE');
    for (let turn = 0; turn < 8; turn += 1) timeOut(match);
    expect(state(match).ctx.gameover).toEqual({
      winners: ['0', '1'],
      reason: 'noFinds',
      scores: { '0': 2, '1': 2, '2': 1, '3': 0 },
      placings: { '0': 1, '1': 1, '2': 3, '3': 4 },
    });
  });

  it('is won by the single player with the most words once every word is found', () => {
    const match = startTestMatch(3);
    const words = TEST_PLACEMENTS.map((placement) => placement.word);
    for (const word of words) claim(match, word);
    // Seats 0, 1, 2, 0, 1, 2, 0, 1: seats 0 and 1 found 3 each, seat 2 found 2.
    expect(state(match).ctx.gameover).toMatchObject({ winners: ['0', '1'], reason: 'allFound' });
    const unique = startTestMatch();
    claim(unique, 'CAT');
    timeOut(unique);
    claim(unique, 'DOG');
    for (let turn = 0; turn < 4; turn += 1) timeOut(unique);
    expect(state(unique).ctx.gameover).toMatchObject({ winner: '0', scores: { '0': 2, '1': 0 }, placings: { '0': 1, '1': 2 } });
  });

  it('lets a player concede: with two players the other wins', () => {
    const match = startTestMatch();
    moveAs(match, 'resign' as 'pass', []);
    expect(state(match).ctx.gameover).toMatchObject({ winner: '1', reason: 'resigned' });
  });
});

describe('soupofletters log', () => {
  it('logs every word found by whom, passes and timeouts, then the end with each seat by its words; a refused claim adds none', () => {
    const match = startTestMatch();
    claim(match, 'CAT');
    expectRefused(match, () => claim(match, 'CAT'));
    expectRefused(match, () => moveAs(match, 'claim', [{ cells: [1, 2, 3] }]));
    claim(match, 'DOG');
    moveAs(match, 'pass', []);
    timeOut(match);
    for (const word of ['SUN', 'OWL', 'HEN', 'BEE', 'ANT']) claim(match, word);
    moveAs(match, 'pass', []);
    claim(match, 'FOX');
    expect(state(match).ctx.gameover).toMatchObject({ winner: '0', reason: 'allFound' });
    expect(state(match).G.log).toEqual([
      { key: 'found', seat: '0', values: { word: 'CAT' } },
      { key: 'found', seat: '1', values: { word: 'DOG' } },
      { key: 'passed', seat: '0' },
      { key: 'timeOut', seat: '1' },
      { key: 'found', seat: '0', values: { word: 'SUN' } },
      { key: 'found', seat: '1', values: { word: 'OWL' } },
      { key: 'found', seat: '0', values: { word: 'HEN' } },
      { key: 'found', seat: '1', values: { word: 'BEE' } },
      { key: 'found', seat: '0', values: { word: 'ANT' } },
      { key: 'passed', seat: '1' },
      { key: 'found', seat: '0', values: { word: 'FOX' } },
      { key: 'over.allFound' },
      { key: 'winner', seat: '0', values: { count: 5 } },
      { key: 'score', seat: '1', values: { count: 3 } },
    ]);
  });

  it('names every seat tied for the most words as sharing the win, the others by their words', () => {
    const match = startTestMatch(3);
    claim(match, 'CAT');
    timeOut(match);
    claim(match, 'DOG');
    for (let turn = 0; turn < 6; turn += 1) moveAs(match, 'pass', []);
    expect(state(match).ctx.gameover).toMatchObject({ winners: ['0', '2'], reason: 'noFinds' });
    expect(state(match).G.log.slice(-4)).toEqual([
      { key: 'over.noFinds' },
      { key: 'sharedWin', seat: '0', values: { count: 1 } },
      { key: 'sharedWin', seat: '2', values: { count: 1 } },
      { key: 'score', seat: '1', values: { count: 0 } },
    ]);
  });
});
