import type { Game } from 'boardgame.io';
import { findLeaks, logTextProblems, secretsSeenIn, unusedLogTexts } from '@tabula/game-kit/testing';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import it_ from '../locales/it.json';
import pt from '../locales/pt.json';
import { enumerateMoves } from './enumerate';
import { game } from './game';
import { secretsFor } from './secrets';
import { callUntil, PLAIN_CARD, testTable } from './testTable';
import { playBingo } from './testPlayout';
import type { BingoState } from './types';
import { playerView } from './view';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

/** The rules with seat 0 also offered the clock's call, so that random play calls numbers too. */
const withCalls = {
  ...game,
  ai: {
    enumerate: (G: BingoState, ctx: Parameters<typeof enumerateMoves>[1], playerID: string) => [
      ...enumerateMoves(G, ctx, playerID),
      ...(playerID === '0' && ctx.gameover === undefined ? [{ move: 'callNumber', args: [] }] : []),
    ],
  },
} as unknown as Game<BingoState>;

describe("a seat's view", () => {
  it('holds its own card and marks only; a spectator sees no card', () => {
    const table = testTable(3, 'view');
    table.play('1', 'mark', 4);
    table.play('2', 'mark', 7);
    const { G, ctx } = table.state();
    const one = playerView({ G, ctx, playerID: '1' });
    expect(one.cards).toEqual({ '1': G.cards['1'] });
    expect(one.marks).toEqual({ '1': [4] });
    const spectator = playerView({ G, ctx, playerID: null });
    expect(spectator.cards).toEqual({});
    expect(spectator.marks).toEqual({});
    expect(spectator.claimsLeft).toEqual({ '0': 3, '1': 3, '2': 3 });
  });

  it('never receives another seat card or marks in random matches with calls (10 seats)', () => {
    const leaks = findLeaks(withCalls, { numPlayers: 10, seeds: [1, 2], secretsFor, maxMoves: 400 });
    expect(leaks).toEqual([]);
  });

  it('is checked by secrets that would find a card or marks shown to another seat', () => {
    const table = testTable(2, 'check');
    table.play('0', 'mark', 3);
    const { G, ctx } = table.state();
    const shown = secretsSeenIn(G, secretsFor(G, ctx, '1'));
    expect(shown).toContain("seat 0's marks");
    expect(shown).toContain(JSON.stringify(G.cards['0']));
  });
});

describe('the numbers still to come', () => {
  it('are stored nowhere: the state holds the called numbers, and two matches from one state call differently', () => {
    const table = testTable(2, 'future');
    table.call();
    const { G } = table.state();
    expect(Object.keys(G).sort()).toEqual(['allCalled', 'called', 'cards', 'claimsLeft', 'log', 'marks', 'seats', 'winner']);
    expect(G.called).toHaveLength(1);
    const next = [1, 2, 3, 4, 5, 6].map((seed) => {
      const again = testTable(2, seed, structuredClone(G));
      again.call();
      return again.state().G.called.at(-1);
    });
    expect(new Set(next).size).toBeGreaterThan(1);
  });
});

describe('the log', () => {
  const LOCALES = { en, pt, de, fr, it: it_ };
  const lines = (() => {
    const table = testTable(2, 'log', { cards: { '0': PLAIN_CARD } });
    table.play('1', 'claim', 3);
    table.play('1', 'claim', 2);
    callUntil(table, [1, 16, 31, 46, 61]);
    for (const cell of [0, 1, 2, 3, 4]) table.play('0', 'mark', cell);
    table.play('0', 'claim', 3);
    const drawn = testTable(2, 'draw');
    for (let call = 0; call <= 75; call += 1) drawn.call();
    return [...table.state().G.log, ...drawn.state().G.log];
  })();

  it('reads in all five languages, about another seat and about "You", and uses every text', () => {
    expect(logTextProblems(LOCALES, lines)).toEqual([]);
    expect(unusedLogTexts(LOCALES, lines)).toEqual([]);
  });

  it('names only numbers already called, never a square or a card', () => {
    const { log, called } = playBingo(6, 7);
    const named = log.flatMap((line) => {
      if (line.key === 'called') return [Number(line.values?.number)];
      if (line.key === 'claimWon') return String(line.values?.numbers).split(', ').map(Number);
      return [];
    });
    expect(named.length).toBeGreaterThan(3);
    expect(named.filter((number) => !called.includes(number))).toEqual([]);
    // A failed claim tells only who claimed and the claims left.
    const table = testTable(2, 'names', { cards: { '0': PLAIN_CARD } });
    table.play('0', 'mark', 6);
    table.play('0', 'claim', 3);
    expect(table.state().G.log).toEqual([{ key: 'claimFailed', seat: '0', values: { count: 2 } }]);
  });
});
