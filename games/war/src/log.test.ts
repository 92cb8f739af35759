import { cardOf, type CardId } from '@tabula/cards';
import type { LogLine } from '@tabula/game-kit';
import { logTextProblems } from '@tabula/game-kit/testing';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import itTexts from '../locales/it.json';
import pt from '../locales/pt.json';
import { DECK } from './cards';
import { flip, startWith, type TestClient } from './testing';

const named = (line: LogLine) =>
  [1, 2].flatMap((n) =>
    line.values?.[`rank${n}`] === undefined ? [] : [`${line.values[`rank${n}`]} ${line.values[`suit${n}`]}`],
  );
const nameOf = (card: CardId) => `${cardOf(DECK, card).rank} ${cardOf(DECK, card).suit}`;

/** Plays to the end, checking that each new log line names only the face-up cards of the step it tells. */
function playChecking(client: TestClient): LogLine[] {
  while (client.getState()!.ctx.gameover === undefined) {
    const before = client.getState()!.G;
    flip(client);
    const after = client.getState()!.G;
    // The face-up cards on the table before and after the flip, and those of the battle it decided.
    const plays = [before.table, after.table, after.lastBattle?.plays ?? {}].flatMap((table) => Object.values(table).flat());
    const shown = new Set(plays.map((play) => nameOf(play.upCard)));
    for (const line of after.log.slice(before.log.length)) for (const name of named(line)) expect(shown).toContain(name);
  }
  return client.getState()!.G.log;
}

/** A locale whose log texts have the card names ($t(log.cards.c1)) written out, so their placeholders count. */
function withCardNames(texts: { log: Record<string, unknown> & { cards: Record<string, string> } }) {
  const expand = (text: unknown) =>
    typeof text === 'string' ? text.replace(/\$t\(log\.cards\.(c\d)\)/g, (_, key: string) => texts.log.cards[key]!) : text;
  return { ...texts, log: Object.fromEntries(Object.entries(texts.log).map(([key, text]) => [key, expand(text)])) };
}

describe('war log', () => {
  const lines = [
    ...playChecking(startWith({ '0': ['7S', '2C', '3C', '4C', 'KC', 'AS'], '1': ['7H', '2D', '3D', '4D', 'QC'] })),
    ...playChecking(startWith({ '0': ['7S'], '1': ['7H', '2D'] })),
    ...playChecking(startWith({ '0': ['7S', '2C', '9C'], '1': ['7H', '2D', '9D'] })),
    ...playChecking(startWith({ '0': ['AS', '2S', '3S'], '1': ['KH', '2H', '3H'] }, (G) => void (G.battles = 599))),
    ...playChecking(startWith({ '0': ['AS', '2S'], '1': ['KH', '2H', '3H', '4H'] }, (G) => void (G.battles = 599))),
    { key: 'dealt', values: { each: 26 } },
  ];

  it('tells battles, wars and every ending', () => {
    expect(new Set(lines.map((line) => line.key))).toEqual(
      new Set(['dealt', 'battleWon', 'war', 'allCards', 'ranOut', 'bothRanOut', 'capWon', 'capDraw']),
    );
  });

  it('reads in all five languages, in the second person for the seat named "You" too', () => {
    expect(
      logTextProblems(
        Object.fromEntries(
          Object.entries({ en, pt, de, fr, it: itTexts }).map(([lang, texts]) => [lang, withCardNames(texts)]),
        ) as never,
        lines,
      ),
    ).toEqual([]);
  });

  it('names the face-up cards that decided a battle, never a face-down one', () => {
    const won = lines.find((line) => line.key === 'battleWon' && line.values?.taken === 10)!;
    expect(won).toEqual({
      key: 'battleWon',
      seat: '0',
      values: { rank1: 'K', suit1: 'clubs', rank2: 'Q', suit2: 'clubs', taken: 10 },
    });
  });
});
