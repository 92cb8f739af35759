import type { LogLine } from '@tabula/game-kit';
import { logTextProblems, unusedLogTexts, seededRandom } from '@tabula/game-kit/testing';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import it_ from '../locales/it.json';
import pt from '../locales/pt.json';
import { enumerate } from './enumerate';
import { actors, cardOf, startedFour, testMatch } from './testMatch';

const LOCALES = { en, pt, de, fr, it: it_ };

/** A seeded random match: every log line with the words of the cards still hidden when it was written. */
function playedLog(numPlayers: number, seed: number) {
  const match = testMatch(numPlayers, undefined, `log ${seed}`);
  const random = seededRandom(seed);
  const written: Array<{ line: LogLine; hiddenWords: Set<string>; hiddenKey: boolean }> = [];
  for (let moves = 0; moves < 3000; moves += 1) {
    const { G, ctx } = match.state();
    if (ctx.gameover) break;
    const options = Object.keys(ctx.activePlayers ?? {}).flatMap((seat) => enumerate(G, ctx, seat).map((m) => ({ seat, m })));
    const choice = options[Math.floor(random() * options.length)]!;
    const before = G.log.length;
    match.as(choice.seat)(choice.m.move, ...choice.m.args);
    const after = match.state().G;
    const hiddenWords = new Set(after.words.filter((_, card) => after.revealed[card] === null));
    for (const line of after.log.slice(before)) written.push({ line, hiddenWords, hiddenKey: after.winner === null });
  }
  return written;
}

/** Each team, in a match of its own, reveals all its agents on its first clue (no limit on guesses). */
function allFoundLines(): LogLine[] {
  return ['a', 'b', 'c', 'd', 'e', 'f'].flatMap((seed) => {
    const { as, state } = startedFour({ guesses: 'unlimited' }, seed);
    const { team, spymaster, guesser } = actors(state().G);
    as(spymaster)('giveClue', 'Zebrafish', 'unlimited');
    while (!state().ctx.gameover) as(guesser)('guess', cardOf(state().G, team));
    return state().G.log;
  });
}

describe('the Secret Codes log', () => {
  const written = [2, 4, 6].flatMap((numPlayers) => [1, 2, 3].flatMap((seed) => playedLog(numPlayers, seed)));
  const lines = [...written.map(({ line }) => line), ...allFoundLines()];

  it('reads in all five languages, about another seat and about "You"', () => {
    expect(logTextProblems(LOCALES, lines)).toEqual([]);
  });

  it('uses every log text it has', () => {
    expect(unusedLogTexts(LOCALES, lines)).toEqual([]);
  });

  it('never names a card that is still hidden: only revealed words, clues and teams', () => {
    const named = written.filter(({ line, hiddenWords }) => line.key !== 'clue' && hiddenWords.has(String(line.values?.word)));
    expect(named).toEqual([]);
    expect(written.some(({ line }) => line.key.startsWith('revealed'))).toBe(true);
  });
});
