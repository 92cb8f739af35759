import { createRequire } from 'node:module';
import { Client } from 'boardgame.io/client';
import type { Ctx, PlayerID, State } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { idOf, type CardId, type FrenchSuit } from '@tabula/cards';
import { cardName, type Translate } from '@tabula/cards/ui';
import cardsDe from '@tabula/cards/locales/de.json';
import cardsEn from '@tabula/cards/locales/en.json';
import cardsFr from '@tabula/cards/locales/fr.json';
import cardsIt from '@tabula/cards/locales/it.json';
import cardsPt from '@tabula/cards/locales/pt.json';
import { GAME_LOG_LIMIT, type LogLine, type MoveContext, withSeededChance } from '@tabula/game-kit';
import { seededRandom } from '@tabula/game-kit/testing';
import deTexts from '../locales/de.json';
import enTexts from '../locales/en.json';
import frTexts from '../locales/fr.json';
import itTexts from '../locales/it.json';
import ptTexts from '../locales/pt.json';
import { DECK } from './cards';
import { enumerate, type EnumeratedMove } from './enumerate';
import { game } from './game';
import { claimOut, close, declareMarriage, exchangeTrumpNine, play } from './moves';
import { SEATS, TARGET_POINTS } from './rules';
import { pointsOfSeat } from './scoring';
import { cards, position, run } from './testing';
import type { SixtySixState } from './types';
import { hiddenCards, playerView } from './view';

// i18next itself is react-i18next's peer: loaded from beside it, as the site loads it.
const i18next = createRequire(require.resolve('react-i18next'))('i18next') as {
  createInstance: () => { init: (options: object) => unknown; t: (...args: unknown[]) => string };
};
const LANGUAGES = ['en', 'pt', 'de', 'fr', 'it'];
const GAME_TEXTS: Record<string, object> = { en: enTexts, pt: ptTexts, de: deTexts, fr: frTexts, it: itTexts };
const CARD_TEXTS: Record<string, object> = { en: cardsEn, pt: cardsPt, de: cardsDe, fr: cardsFr, it: cardsIt };
const VIEWERS: Array<PlayerID | null> = [...SEATS, null];

/** The cards a line names (rank1/suit1, rank2/suit2), as ids of the deck. */
function cardsNamedIn(line: LogLine): CardId[] {
  const values = line.values ?? {};
  const named: CardId[] = [];
  for (let n = 1; values[`rank${n}`] !== undefined; n += 1) {
    named.push(idOf(DECK, values[`suit${n}`] as FrenchSuit, String(values[`rank${n}`])));
  }
  return named;
}

/** Every card a viewer's view shows face up: its own hand, the face-up trump card, the tricks, a taken trump card, the reveal. */
function cardsShownTo(G: SixtySixState, viewer: PlayerID | null): Set<CardId> {
  const view = playerView({ G, playerID: viewer });
  return new Set([
    ...Object.values(view.hands).flat(),
    ...(view.trumpCard === null ? [] : [view.trumpCard]),
    ...view.trick.cards.map((played) => played.card),
    ...(view.lastTrick?.cards.map((played) => played.card) ?? []),
    ...Object.values(view.wonCards).flat(),
    ...(view.exchangedTrump === null ? [] : [view.exchangedTrump.takenCard]),
    ...(view.reveal === null ? [] : [...Object.values(view.reveal.dealtHands).flat(), ...view.reveal.dealtStock]),
  ]);
}

interface Step {
  seat: PlayerID;
  move: EnumeratedMove;
  before: SixtySixState;
  after: State<SixtySixState>;
  lines: LogLine[];
}

/** Random, but closer to how people play: "Out!" mostly with 66, the trump 9 usually exchanged. */
function pickMove(options: EnumeratedMove[], points: number, random: () => number): EnumeratedMove {
  const find = (name: string) => options.find((option) => option.move === name);
  const out = find('claimOut');
  if (out && (points >= TARGET_POINTS || random() < 0.03)) return out;
  const exchange = find('exchangeTrumpNine');
  if (exchange && random() < 0.7) return exchange;
  const others = options.filter((option) => option.move !== 'claimOut');
  return others[Math.floor(random() * others.length)]!;
}

/**
 * A match to 7 game points by random legal moves (never Quit), checking after every move that each new line names only
 * cards both seats and a spectator see face up in that very state, and that every view carries the log.
 */
function playAndCheck(seed: number): Step[] {
  const client = Client<SixtySixState>({
    game: withSeededChance({ ...game, seed: `log ${seed}`, playerView: undefined }),
    numPlayers: 2,
    debug: false,
  });
  client.start();
  const random = seededRandom(seed);
  const steps: Step[] = [];
  for (let count = 0; count < 2000 && client.getState()!.ctx.gameover === undefined; count += 1) {
    const { G: before, ctx } = client.getState()!;
    const seat = SEATS.find((s) => enumerate(before, ctx, s).length > 0)!;
    const move = pickMove(enumerate(before, ctx, seat), pointsOfSeat(before, seat), random);
    client.updatePlayerID(seat);
    (client.moves as Record<string, (...args: unknown[]) => void>)[move.move]!(...move.args);
    const after = client.getState()!;
    expect(after.G.log.length).toBeLessThan(GAME_LOG_LIMIT);
    const lines = after.G.log.slice(before.log.length);
    for (const viewer of VIEWERS) {
      const shown = cardsShownTo(after.G, viewer);
      const secret = new Set(hiddenCards(after.G, viewer));
      const named = lines.flatMap(cardsNamedIn);
      const hidden = named.filter((card) => !shown.has(card) || secret.has(card));
      expect({ viewer, lines, hidden }).toEqual({ viewer, lines, hidden: [] });
      expect(playerView({ G: after.G, playerID: viewer }).log).toEqual(after.G.log);
    }
    steps.push({ seat, move, before, after, lines });
  }
  expect(client.getState()!.ctx.gameover).toBeDefined();
  return steps;
}

/** i18next as the site runs it (nesting on), with this game's texts and the cards' in one language. */
function translatorFor(language: string): Translate {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: { [language]: { sixtysix: GAME_TEXTS[language]!, cards: CARD_TEXTS[language]! } },
  });
  return instance.t.bind(instance) as unknown as Translate;
}

const SEEDS = [1, 2, 3, 4];

describe('the Sixty-Six log', () => {
  let steps: Step[] = [];
  beforeAll(() => {
    steps = SEEDS.flatMap(playAndCheck);
  });

  it('names no card a seat or a spectator could not see when the line was written, over four seeded matches', () => {
    // playAndCheck asserts it move by move; here, that the matches told something of each kind.
    const keys = new Set(steps.flatMap((step) => step.lines.map((line) => line.key)));
    for (const key of [
      'roundStarted',
      'trick',
      'marriage',
      'exchange',
      'close',
      'outRight',
      'outWrong',
      'roundWon',
      'matchWon',
    ]) {
      expect(keys).toContain(key);
    }
  });

  it('tells every announcement at once, by its maker, in the order made, and never a draw', () => {
    const expected: Record<string, string> = {
      declareMarriage: 'marriage',
      exchangeTrumpNine: 'exchange',
      close: 'close',
    };
    for (const { seat, move, before, lines } of steps) {
      if (move.move in expected) {
        expect(lines).toEqual([expect.objectContaining({ key: expected[move.move], seat })]);
      }
      if (move.move === 'declareMarriage') {
        const { suit } = move.args[0] as { suit: FrenchSuit };
        expect(lines[0]!.values).toEqual({ suit, points: suit === before.trumpSuit ? 40 : 20 });
      }
      if (move.move === 'play') {
        const told = lines.map((line) => line.key);
        expect(told.filter((key) => !['trick', 'roundWon', 'roundTied', 'matchWon', 'matchDrawn'].includes(key))).toEqual([]);
        expect(told.includes('trick')).toBe(before.trick.cards.length === 1);
      }
    }
  });

  it('says whether each "Out!" was right, with the points counted, then the round and the match results', () => {
    for (const { seat, after, lines } of steps.filter((step) => step.move.move === 'claimOut')) {
      const outcome = after.G.outcome!;
      expect(lines[0]).toEqual({
        key: outcome.reason === 'falseOut' ? 'outWrong' : 'outRight',
        seat,
        values: { points: outcome.points[seat] },
      });
      expect(lines[1]).toMatchObject({
        key: 'roundWon',
        seat: outcome.winner,
        values: { count: outcome.gamePoints, reason: outcome.reason },
      });
    }
    const ends = steps.filter((step) => step.after.ctx.gameover !== undefined);
    expect(ends).toHaveLength(SEEDS.length);
    for (const { after } of ends) {
      expect(after.G.log.at(-1)).toMatchObject({ key: 'matchWon', seat: (after.ctx.gameover as { winner: string }).winner });
    }
  });

  it.each(LANGUAGES)(
    'reads every line in %s, about Ana and about the seat named "You", naming the cards as the table names them',
    (language) => {
      const t = translatorFor(language);
      const seen = new Set<string>();
      for (const line of steps.flatMap((step) => step.lines)) {
        const id = JSON.stringify(line);
        if (seen.has(id)) continue;
        seen.add(id);
        const readings = line.seat === undefined ? [{ player: 'Ana' }] : [{ player: 'Ana' }, { player: 'Ana', context: 'you' }];
        for (const seat of readings) {
          const text = t(`log.${line.key}`, { ns: 'sixtysix', ...line.values, ...seat });
          expect({ line, seat, text }).toEqual({
            line,
            seat,
            text: expect.not.stringMatching(/\$t\(|\{\{|\}\}|undefined|log\.|outcomes\./),
          });
          // The second person names nobody: its text is its own, not the third person's fallback.
          if (seat.context === 'you') expect({ line, text }).toEqual({ line, text: expect.not.stringContaining('Ana') });
          for (const card of cardsNamedIn(line)) expect(text).toContain(cardName(t, DECK, card));
        }
      }
    },
  );
});

describe('the Sixty-Six log, move by move', () => {
  const opening = () =>
    position({
      hands: { '0': cards('KC QC AC 10C 9H JH'), '1': cards('AS 10S KS QS JS JC') },
      stock: cards('AD 10D 9D AH'),
      trumpSuit: 'hearts',
      leader: '0',
      extra: { trickCounts: { '0': 1, '1': 0 } },
    });
  const moveContext = (state: State<SixtySixState>, playerID: PlayerID) =>
    ({
      G: state.G,
      ctx: state.ctx as Ctx,
      playerID,
      events: { endTurn: jest.fn(), endPhase: jest.fn() },
    }) as unknown as MoveContext<SixtySixState>;

  it('names the 9 put down and the trump card taken, the marriage by suit and points, and the close', () => {
    const state = run(opening(), ['exchangeTrumpNine'], ['declareMarriage', { suit: 'clubs' }], ['close']);
    expect(state.G.log).toEqual([
      { key: 'exchange', seat: '0', values: { rank1: '9', suit1: 'hearts', rank2: 'A', suit2: 'hearts' } },
      { key: 'marriage', seat: '0', values: { suit: 'clubs', points: 20 } },
      { key: 'close', seat: '0' },
    ]);
  });

  it('adds no line for a refused move', () => {
    const state = opening();
    expect(play(moveContext(state, '0'), { card: cards('AS')[0]! })).toBe(INVALID_MOVE);
    expect(play(moveContext(state, '1'), { card: cards('AS')[0]! })).toBe(INVALID_MOVE);
    expect(declareMarriage(moveContext(state, '0'), { suit: 'spades' })).toBe(INVALID_MOVE);
    expect(close(moveContext(state, '1'))).toBe(INVALID_MOVE);
    expect(exchangeTrumpNine(moveContext(state, '1'))).toBe(INVALID_MOVE);
    expect(claimOut(moveContext(state, '1'))).toBe(INVALID_MOVE);
    expect(state.G.log).toEqual([]);
  });

  it('logs a completed trick with both cards in play order and its taker, not the cards drawn after it', () => {
    const state = run(opening(), ['play', { card: cards('AC')[0] }], ['play', { card: cards('JC')[0] }]);
    expect(state.G.log).toEqual([
      { key: 'trick', seat: '0', values: { rank1: 'A', suit1: 'clubs', rank2: 'J', suit2: 'clubs' } },
    ]);
    expect(state.G.hands['0']).toContain(cards('AD')[0]);
  });
});
