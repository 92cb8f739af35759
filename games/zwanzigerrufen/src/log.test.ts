import { createRequire } from 'node:module';
import { Client } from 'boardgame.io/client';
import type { PlayerID } from 'boardgame.io';
import { idOf } from '@tabula/cards';
import { GAME_LOG_LIMIT, withSeededChance, type LogLine } from '@tabula/game-kit';
import { seededRandom } from '@tabula/game-kit/testing';
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
import { enumerateMoves, type EnumeratedMove } from './enumerate';
import { game } from './game';
import type { ZwanzigerrufenState } from './types';
import { playerView } from './view';

// i18next itself is react-i18next's peer: loaded from beside it, as the site loads it.
const i18next = createRequire(require.resolve('react-i18next'))('i18next') as {
  createInstance: () => { init: (options: object) => unknown; t: (...args: unknown[]) => string };
};
const LANGUAGES = ['en', 'pt', 'de', 'fr', 'it'];
const GAME_TEXTS: Record<string, object> = { en: enTexts, pt: ptTexts, de: deTexts, fr: frTexts, it: itTexts };
const CARD_TEXTS: Record<string, object> = { en: cardsEn, pt: cardsPt, de: cardsDe, fr: cardsFr, it: cardsIt };

/** The cards a line names (rank1/suit1...), as ids. */
function cardsNamedIn(line: LogLine): number[] {
  const values = line.values ?? {};
  const named: number[] = [];
  for (let n = 1; values[`rank${n}`] !== undefined; n += 1)
    named.push(idOf(DECK, values[`suit${n}`] as never, String(values[`rank${n}`])));
  return named;
}

interface Step {
  seat: PlayerID;
  move: EnumeratedMove;
  before: ZwanzigerrufenState;
  after: ZwanzigerrufenState;
  lines: LogLine[];
}

/** A four-deal match by random legal moves (never Quit), checking every new line against every view. */
function playAndCheck(seed: number): Step[] {
  const rules = withSeededChance({ ...game, seed: `log ${seed}`, playerView: undefined });
  const client = Client<ZwanzigerrufenState>({
    game: { ...rules, setup: (context: Parameters<NonNullable<typeof game.setup>>[0]) => rules.setup!(context, { deals: 4 }) },
    numPlayers: 4,
    debug: false,
  });
  client.start();
  const random = seededRandom(seed);
  const steps: Step[] = [];
  const viewers: Array<PlayerID | null> = ['0', '1', '2', '3', null];
  for (let count = 0; count < 2000 && client.getState()!.ctx.gameover === undefined; count += 1) {
    const { G: before, ctx } = client.getState()!;
    const acting = before.seats.filter((seat) => enumerateMoves(before, ctx, seat).length > 0);
    const seat = acting[Math.floor(random() * acting.length)]!;
    const options = enumerateMoves(before, ctx, seat).filter((option) => option.move !== 'quit');
    const move = options[Math.floor(random() * options.length)]!;
    client.updatePlayerID(seat);
    (client.moves as Record<string, (...args: unknown[]) => void>)[move.move]!(...move.args);
    const { G: after, ctx: afterCtx } = client.getState()!;
    expect(after.log.length).toBeLessThanOrEqual(GAME_LOG_LIMIT);
    const lines = after.log.slice(before.log.length);
    for (const viewer of viewers) {
      const view = playerView({ G: after, ctx: afterCtx, playerID: viewer });
      const shown = new Set([
        ...Object.values(view.hands).flat(),
        ...view.trick.cards.map((p) => p.card),
        ...view.tricks.flatMap((t) => t.cards.map((p) => p.card)),
      ]);
      const hidden = lines.flatMap(cardsNamedIn).filter((id) => !shown.has(id));
      expect({ viewer, lines, hidden }).toEqual({ viewer, lines, hidden: [] });
      expect(view.log).toEqual(after.log);
    }
    for (const line of lines.filter((l) => l.key === 'partnerKnown'))
      expect({ seat: line.seat, public: after.partnerRevealed }).toEqual({ seat: after.partner, public: true });
    steps.push({ seat, move, before, after, lines });
  }
  expect(client.getState()!.ctx.gameover).toBeDefined();
  return steps;
}

function translatorFor(language: string) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: { [language]: { zwanzigerrufen: GAME_TEXTS[language]!, cards: CARD_TEXTS[language]! } },
  });
  return instance.t.bind(instance);
}

describe('the Zwanzigerrufen log', () => {
  let allSteps: Step[] = [];
  beforeAll(() => {
    allSteps = [1, 2].flatMap(playAndCheck);
  });

  it('tells every bid, announcement and trick, naming no card before every seat and a spectator see it', () => {
    const keys = new Set(allSteps.flatMap((step) => step.lines.map((line) => line.key)));
    for (const key of ['dealOfStarted', 'bidNormal', 'contract', 'announcePass', 'trick', 'readyForNextDeal'])
      expect(keys).toContain(key);
    expect([...keys].some((key) => key === 'takersWin' || key === 'takersLose')).toBe(true);
  });

  it('tells each bid in the order spoken, the Normal game with the tarock it calls', () => {
    for (const { seat, move, after, lines } of allSteps) {
      if (move.move !== 'bid') continue;
      const spoken = after.bidding.history[after.bidding.history.length - 1]!;
      if (move.args[0] === 'normal')
        expect(lines[0]).toEqual({ key: 'bidNormal', seat, values: { tarock: expect.stringMatching(/^X/) } });
      else expect(lines[0]).toEqual({ key: 'bid', seat, values: { call: spoken.call } });
    }
  });

  it.each(LANGUAGES)('reads every line in %s, about Anna and about the seat named "You"', (language) => {
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
          const text = t(`log.${line.key}`, { ns: 'zwanzigerrufen', ...line.values, ...seat });
          expect({ line, text }).toEqual({
            line,
            text: expect.not.stringMatching(/\$t\(|\{\{|\}\}|undefined|log\.|items\.|levels\.|bids\./),
          });
          if (seat.context === 'you') expect({ line, text }).toEqual({ line, text: expect.not.stringContaining('Anna') });
        }
      }
    }
  });
});
