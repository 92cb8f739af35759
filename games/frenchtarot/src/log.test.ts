import { createRequire } from 'node:module';
import type { Ctx, PlayerID } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { idOf, type CardId, type Suit } from '@tabula/cards';
import { cardName, type Translate } from '@tabula/cards/ui';
import cardsDe from '@tabula/cards/locales/de.json';
import cardsEn from '@tabula/cards/locales/en.json';
import cardsFr from '@tabula/cards/locales/fr.json';
import cardsIt from '@tabula/cards/locales/it.json';
import cardsPt from '@tabula/cards/locales/pt.json';
import { GAME_LOG_LIMIT, type LogLine, withSeededChance } from '@tabula/game-kit';
import { seededRandom } from '@tabula/game-kit/testing';
import deTexts from '../locales/de.json';
import enTexts from '../locales/en.json';
import frTexts from '../locales/fr.json';
import itTexts from '../locales/it.json';
import ptTexts from '../locales/pt.json';
import { DECK } from './cards';
import { enumerateMoves } from './enumerate';
import { cardValues } from './log';
import { cards } from './testState';
import { game } from './game';
import type { TarotState } from './types';
import { playerView } from './view';

// i18next itself is react-i18next's peer: loaded from beside it, as the site loads it.
const i18next = createRequire(require.resolve('react-i18next'))('i18next') as {
  createInstance: () => { init: (options: object) => unknown; t: (...args: unknown[]) => string };
};
const LANGUAGES = ['en', 'pt', 'de', 'fr', 'it'] as const;
const GAME_TEXTS: Record<string, object> = { en: enTexts, pt: ptTexts, de: deTexts, fr: frTexts, it: itTexts };
const CARD_TEXTS: Record<string, object> = { en: cardsEn, pt: cardsPt, de: cardsDe, fr: cardsFr, it: cardsIt };

/** i18next as the site runs it (nesting on), with this game's texts and the cards' in one language. */
function translatorFor(language: string): Translate {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: { [language]: { frenchtarot: GAME_TEXTS[language]!, cards: CARD_TEXTS[language]! } },
  });
  return instance.t.bind(instance) as unknown as Translate;
}

/** The cards a line names (kind1/rank1/suit1...), as ids. */
function cardsNamedIn(line: LogLine): CardId[] {
  const values = line.values ?? {};
  const named: CardId[] = [];
  for (let n = 1; values[`rank${n}`] !== undefined; n += 1)
    named.push(idOf(DECK, values[`suit${n}`] as Suit, String(values[`rank${n}`])));
  return named;
}

/** Every card the viewer's view shows or names in public. */
function cardsShownTo(G: TarotState, ctx: Ctx, viewer: PlayerID | null): Set<CardId> {
  const view = playerView({ G, ctx, playerID: viewer });
  return new Set([
    ...Object.values(view.hands).flat(),
    ...Object.values(view.dealtHands).flat(),
    ...view.kitty,
    ...view.trumpDiscards,
    ...(view.contract?.calledCard == null ? [] : [view.contract.calledCard]),
    ...view.trick.cards.map((played) => played.card),
    ...view.tricks.flatMap((trick) => trick.cards.map((played) => played.card)),
  ]);
}

/** A match of random legal moves (never Quit), checking each new line against what every viewer sees. */
function playAndCheck(numPlayers: number, seed: number): LogLine[] {
  const rules = withSeededChance({ ...game, seed: `log ${seed}`, playerView: undefined });
  const client = Client<TarotState>({
    game: { ...rules, setup: (context: Parameters<NonNullable<typeof game.setup>>[0]) => rules.setup!(context, { deals: 2 }) },
    numPlayers,
    debug: false,
  });
  client.start();
  const random = seededRandom(seed);
  const viewers: Array<PlayerID | null> = [...client.getState()!.G.seats, null];
  for (let count = 0; count < 1200 && client.getState()!.ctx.gameover === undefined; count += 1) {
    const { G: before, ctx } = client.getState()!;
    const acting = before.seats.filter((seat) => enumerateMoves(before, ctx, seat).length > 0);
    const seat = acting[Math.floor(random() * acting.length)]!;
    const options = enumerateMoves(before, ctx, seat).filter((option) => option.move !== 'quit');
    const move = options[Math.floor(random() * options.length)]!;
    client.updatePlayerID(seat);
    (client.moves as Record<string, (...args: unknown[]) => void>)[move.move]!(...move.args);
    const { G: after, ctx: afterCtx } = client.getState()!;
    const lines = after.log.slice(before.log.length);
    // A Petit sec names the hand of a void deal, laid down for everyone: its cards are dealt again since.
    const checked = lines.filter((line) => line.key !== 'petitSec');
    for (const viewer of viewers) {
      const shown = cardsShownTo(after, afterCtx, viewer);
      const hidden = checked.flatMap(cardsNamedIn).filter((id) => !shown.has(id));
      expect({ viewer, lines, hidden }).toEqual({ viewer, lines, hidden: [] });
    }
    for (const line of lines.filter((l) => l.key === 'calledCard')) expect(line.seat).toBe(after.partner);
  }
  const { G } = client.getState()!;
  expect(client.getState()!.ctx.gameover).toBeDefined();
  expect(G.log.length).toBeLessThan(GAME_LOG_LIMIT);
  return G.log;
}

describe('the French Tarot log', () => {
  let lines: LogLine[] = [];
  beforeAll(() => {
    lines = [
      [3, 1],
      [4, 2],
      [5, 3],
      [5, 4],
    ].flatMap(([players, seed]) => playAndCheck(players!, seed!));
    // Rare in a few random deals (about one deal in 600 at four): read in every language all the same.
    lines.push({ key: 'petitSec', seat: '1', values: cardValues(cards('T1 Kh 2s 3d')) });
  });

  it('names no card a seat or a spectator could not see when the line was written', () => {
    const keys = new Set(lines.map((line) => line.key));
    for (const key of ['dealOfStarted', 'bid', 'contract', 'trick3', 'trick4', 'trick5', 'readyForNextDeal'])
      expect(keys).toContain(key);
  });

  it.each(LANGUAGES)(
    'reads every line in %s, about another seat and about "you", with card names as the cards package gives them',
    (language) => {
      const t = translatorFor(language);
      for (const line of lines) {
        for (const context of [undefined, 'you']) {
          const text = t(`log.${line.key}`, { ns: 'frenchtarot', player: 'Ana', context, ...line.values });
          expect({ key: line.key, text }).not.toEqual({ key: line.key, text: expect.stringMatching(/\{\{|log\.|\$t\(|cards:/) });
        }
        // The Petit sec's line names the hand for the board, which lays it down; its text does not list it.
        const named = line.key === 'petitSec' ? [] : cardsNamedIn(line);
        if (named.length > 0) {
          const text = t(`log.${line.key}`, { ns: 'frenchtarot', player: 'Ana', ...line.values });
          for (const id of named)
            expect(text).toContain(cardName(t, DECK, id).replace(/^Trump|^Atout|^Tarock|^Trionfo|^Trunfo/, ''));
        }
      }
    },
  );
});
