import { createRequire } from 'node:module';
import { Client } from 'boardgame.io/client';
import type { Ctx, PlayerID } from 'boardgame.io';
import { idOf, type CardId, type FrenchSuit } from '@tabula/cards';
import { withSeededChance, type LogLine } from '@tabula/game-kit';
import { seededRandom } from '@tabula/game-kit/testing';
import { cardName, type Translate } from '@tabula/cards/ui';
import cardsDe from '@tabula/cards/locales/de.json';
import cardsEn from '@tabula/cards/locales/en.json';
import cardsFr from '@tabula/cards/locales/fr.json';
import cardsIt from '@tabula/cards/locales/it.json';
import cardsPt from '@tabula/cards/locales/pt.json';
import deTexts from '../locales/de.json';
import enTexts from '../locales/en.json';
import frTexts from '../locales/fr.json';
import itTexts from '../locales/it.json';
import ptTexts from '../locales/pt.json';
import { DECK } from './cards';
import { enumerateMoves } from './enumerate';
import { game } from './game';
import type { DoppelkopfState } from './types';
import { playerView } from './view';

// i18next itself is react-i18next's peer: loaded from beside it, as the site loads it.
const i18next = createRequire(require.resolve('react-i18next'))('i18next') as {
  createInstance: () => { init: (options: object) => unknown; t: (...args: unknown[]) => string };
};
const LANGUAGES = ['en', 'pt', 'de', 'fr', 'it'];
const GAME_TEXTS: Record<string, object> = { en: enTexts, pt: ptTexts, de: deTexts, fr: frTexts, it: itTexts };
const CARD_TEXTS: Record<string, object> = { en: cardsEn, pt: cardsPt, de: cardsDe, fr: cardsFr, it: cardsIt };

/** The cards a line names (rank1/suit1 ... rank4/suit4). Both copies of a card read the same: the first copy's id stands for it. */
function cardsNamedIn(line: LogLine): Array<{ rank: string; suit: FrenchSuit }> {
  const values = line.values ?? {};
  const named: Array<{ rank: string; suit: FrenchSuit }> = [];
  for (let n = 1; values[`rank${n}`] !== undefined; n += 1)
    named.push({ rank: String(values[`rank${n}`]), suit: values[`suit${n}`] as FrenchSuit });
  return named;
}

const faceOf = (id: CardId) => `${DECK.cards[id]!.rank}-${DECK.cards[id]!.suit}`;

/** The faces a viewer sees face up: its own hand (every hand at the reveal), the trick, the tricks taken. */
function facesShownTo(G: DoppelkopfState, ctx: Ctx, viewer: PlayerID | null): Set<string> {
  const view = playerView({ G, ctx, playerID: viewer });
  return new Set(
    [
      ...Object.values(view.hands).flat(),
      ...view.trick.cards.map((played) => played.card),
      ...view.tricks.flatMap((trick) => trick.cards.map((played) => played.card)),
    ].map(faceOf),
  );
}

interface Step {
  before: DoppelkopfState;
  after: DoppelkopfState;
  lines: LogLine[];
}

/** A three-round match by random legal moves (never Quit), checking each new line against what every viewer sees. */
function playAndCheck(seed: number): Step[] {
  const rules = withSeededChance({ ...game, seed: `log ${seed}`, playerView: undefined });
  const client = Client<DoppelkopfState>({
    game: { ...rules, setup: (context: Parameters<NonNullable<typeof game.setup>>[0]) => rules.setup!(context, { rounds: 4 }) },
    numPlayers: 4,
    debug: false,
  });
  client.start();
  const random = seededRandom(seed);
  const steps: Step[] = [];
  for (let count = 0; count < 1000 && client.getState()!.ctx.gameover === undefined; count += 1) {
    const { G: before, ctx } = client.getState()!;
    const acting = before.seats.filter((seat) => enumerateMoves(before, ctx, seat).length > 0);
    const seat = acting[Math.floor(random() * acting.length)]!;
    const options = enumerateMoves(before, ctx, seat).filter((option) => option.move !== 'quit');
    const move = options[Math.floor(random() * options.length)]!;
    client.updatePlayerID(seat);
    (client.moves as Record<string, (...args: unknown[]) => void>)[move.move]!(...move.args);
    const { G: after, ctx: afterCtx } = client.getState()!;
    const lines = after.log.slice(before.log.length);
    for (const viewer of [...after.seats, null]) {
      const shown = facesShownTo(after, afterCtx, viewer);
      const hidden = lines.flatMap(cardsNamedIn).filter((face) => !shown.has(`${face.rank}-${face.suit}`));
      expect({ viewer, lines, hidden }).toEqual({ viewer, lines, hidden: [] });
    }
    // A side is told only as it is shown: a club queen played, an announcement, a decided marriage.
    for (const line of lines.filter((l) => l.key === 'showsRe' || l.key === 'announce')) {
      expect(after.shownSides[line.seat!]).toBe(after.teams[line.seat!]);
    }
    steps.push({ before, after, lines });
  }
  expect(client.getState()!.ctx.gameover).toBeDefined();
  return steps;
}

function translatorFor(language: string): Translate {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: { [language]: { doppelkopf: GAME_TEXTS[language]!, cards: CARD_TEXTS[language]! } },
  });
  return instance.t.bind(instance) as unknown as Translate;
}

describe('the Doppelkopf log', () => {
  let allSteps: Step[] = [];
  beforeAll(() => {
    allSteps = [1, 2, 3].flatMap(playAndCheck);
  });

  it('names no card a seat or a spectator could not see, and tells the bidding, tricks and results', () => {
    const keys = new Set(allSteps.flatMap((step) => step.lines.map((line) => line.key)));
    for (const key of ['roundOfStarted', 'bid', 'trick', 'roundValue', 'readyForNextRound', 'announce', 'showsRe'])
      expect(keys).toContain(key);
  });

  it.each(LANGUAGES)(
    'reads every line in %s, about Anna and about the seat named "You", naming the cards as the table does',
    (language) => {
      const t = translatorFor(language);
      const seen = new Set<string>();
      for (const { lines } of allSteps) {
        for (const line of lines) {
          const id = JSON.stringify(line);
          if (seen.has(id)) continue;
          seen.add(id);
          const readings =
            line.seat === undefined ? [{ player: 'Anna' }] : [{ player: 'Anna' }, { player: 'Anna', context: 'you' }];
          for (const seat of readings) {
            const text = t(`log.${line.key}`, { ns: 'doppelkopf', ...line.values, ...seat });
            expect({ line, seat, text }).toEqual({
              line,
              seat,
              text: expect.not.stringMatching(/\$t\(|\{\{|\}\}|undefined|log\.|contracts\.|bids\.|score\.|announcements\./),
            });
            if (seat.context === 'you') expect({ line, text }).toEqual({ line, text: expect.not.stringContaining('Anna') });
            for (const face of cardsNamedIn(line)) expect(text).toContain(cardName(t, DECK, idOf(DECK, face.suit, face.rank)));
          }
        }
      }
    },
  );
});
