import { Client } from 'boardgame.io/client';
import { INVALID_MOVE } from 'boardgame.io/core';
import { idOf, type CardId, type Suit } from '@tabula/cards';
import { GAME_LOG_LIMIT, LANGUAGES, type LogLine, seededRandom, withSeededChance } from '@tabula/game-kit';
import deTexts from '../locales/de.json';
import enTexts from '../locales/en.json';
import frTexts from '../locales/fr.json';
import itTexts from '../locales/it.json';
import ptTexts from '../locales/pt.json';
import { DECK } from './cards';
import { enumerate, type SkatMove } from './enumerate';
import { game, initialState } from './game';
import { moves } from './moves';
import { HANDS, SKAT, dealtState } from './testState';
import type { SkatState } from './types';
import { playerView, visibleCards } from './views';

const SUITS: Record<string, Suit> = { '♣': 'clubs', '♠': 'spades', '♥': 'hearts', '♦': 'diamonds' };
const VIEWERS = ['0', '1', '2', null] as const;

interface I18n {
  init(options: object): Promise<unknown>;
  t(key: string, options: object): string;
}
// The site's own i18next (a dependency of game-kit, not of this game): its nesting and placeholders
// are what the log panel runs, which the texts' `$t(contracts.{{kind}})` and card corners rely on.
const i18next = require('i18next') as { createInstance(): I18n };

/** The cards a line names (rank1/suit1, rank2/suit2...), as ids of the deck. */
function cardsNamedIn(line: LogLine): CardId[] {
  const values = line.values ?? {};
  const named: CardId[] = [];
  for (let n = 1; values[`rank${n}`] !== undefined; n += 1) {
    named.push(idOf(DECK, SUITS[String(values[`suit${n}`])]!, String(values[`rank${n}`])));
  }
  return named;
}

function newMatch(seed: string, deals = 3) {
  const rules = withSeededChance({ ...game, playerView: undefined, setup: () => ({ ...initialState(), settings: { deals } }) });
  const client = Client<SkatState>({ game: { ...rules, seed } as never, numPlayers: 3, debug: false });
  client.start();
  return client;
}
type Match = ReturnType<typeof newMatch>;

function send(client: Match, seat: string, move: SkatMove) {
  client.updatePlayerID(seat);
  (client.moves as Record<string, (...args: unknown[]) => void>)[move.move]!(...move.args);
}

interface Written {
  lines: LogLine[];
  move: SkatMove;
  seat: string;
}

/**
 * Plays a match by random legal moves (never Quit), checking after every move that each new line
 * names only cards every seat and a spectator may see in that very state, and that every view carries it.
 */
function playAndCheck(seed: number): Written[] {
  const client = newMatch(`log ${seed}`);
  const random = seededRandom(seed);
  const written: Written[] = [];
  for (let step = 0; step < 400 && client.getState()!.ctx.gameover === undefined; step += 1) {
    const { G, ctx } = client.getState()!;
    const seat = G.stage === 'roundEnd' ? ['0', '1', '2'].find((s) => !G.confirmed.includes(s))! : G.toAct!;
    const options = enumerate(G, ctx, seat).filter((m) => m.move !== 'quit');
    const move = options[Math.floor(random() * options.length)]!;
    send(client, seat, move);
    const after = client.getState()!;
    expect(after.G.log.length).toBeLessThan(GAME_LOG_LIMIT);
    const lines = after.G.log.slice(G.log.length);
    for (const viewer of VIEWERS) {
      const visible = visibleCards(after.G, after.ctx, viewer);
      const hidden = lines.flatMap(cardsNamedIn).filter((card) => !visible.has(card));
      expect({ viewer, lines, hidden }).toEqual({ viewer, lines, hidden: [] });
      expect(playerView({ G: after.G, ctx: after.ctx, playerID: viewer }).log).toEqual(after.G.log);
    }
    written.push({ lines, move, seat });
  }
  expect(client.getState()!.ctx.gameover).toBeDefined();
  return written;
}

const SEEDS = [1, 2, 3, 4];
let matches: Written[][] = [];
let allLines: LogLine[] = [];
beforeAll(() => {
  matches = SEEDS.map((seed) => playAndCheck(seed));
  allLines = matches.flat().flatMap((w) => w.lines);
});

describe('skat game log', () => {
  it('names no card before every seat may see it, over whole seeded matches', () => {
    // The check ran on lines that name cards: tricks, and the skat at each round end.
    expect(allLines.filter((line) => line.key === 'trick').length).toBeGreaterThan(20);
    expect(allLines.filter((line) => line.key === 'skatShown').length).toBe(SEEDS.length * 3);
    expect(allLines.filter((line) => line.key === 'trick').every((line) => cardsNamedIn(line).length === 3)).toBe(true);
  });

  it('writes every bid with its value, every hold and every pass as it is called, in order', () => {
    for (const { lines, move, seat } of matches.flat()) {
      if (move.move === 'bid') expect(lines[0]).toEqual({ key: 'bid', seat, values: { value: move.args[0] } });
      if (move.move === 'pass') expect(lines[0]).toEqual({ key: 'pass', seat });
      if (move.move === 'hold') expect(lines[0]).toMatchObject({ key: 'hold', seat });
    }
    // A hold names the value just bid.
    const line = allLines.findIndex((l) => l.key === 'hold');
    expect(allLines[line]!.values).toEqual(allLines.slice(0, line).findLast((l) => l.key === 'bid')!.values);
  });

  it('says who won the bidding and whether the skat was taken, never which cards', () => {
    for (const { lines, move } of matches.flat()) {
      if (move.move === 'pickUpSkat') expect(lines).toEqual([expect.objectContaining({ key: 'pickedUp' })]);
      if (move.move === 'discard') expect(lines).toEqual([expect.objectContaining({ key: 'laidAway' })]);
      if (move.move === 'playHand') expect(lines).toEqual([expect.objectContaining({ key: 'handGame' })]);
    }
    expect(allLines.some((line) => line.key === 'biddingWon')).toBe(true);
  });

  it('says plainly that all passed, then the next dealer deals the same deal of the match', () => {
    const client = newMatch('thrown in');
    for (let n = 0; n < 3; n += 1) send(client, client.getState()!.G.toAct!, { move: 'pass', args: [] });
    expect(client.getState()!.G.log).toEqual([
      { key: 'dealStarts', seat: '0', values: { number: 1, total: 3 } },
      { key: 'pass', seat: '2' },
      { key: 'pass', seat: '0' },
      { key: 'pass', seat: '1' },
      { key: 'allPassed' },
      { key: 'dealStarts', seat: '1', values: { number: 1, total: 3 } },
    ]);
  });

  it('adds no line for a refused move', () => {
    // boardgame.io reports each refused move on the console.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = newMatch('refused');
    const before = client.getState()!.G.log;
    send(client, '1', { move: 'bid', args: [18] });
    send(client, '2', { move: 'bid', args: [19] });
    send(client, '2', { move: 'play', args: [{ card: 0 }] });
    expect(client.getState()!.G.log).toEqual(before);
    // Called on a state directly, the move leaves the log as it was.
    const G = dealtState(HANDS, SKAT);
    const context = { G, playerID: '0', random: { Shuffle: <T>(list: T[]) => list }, ctx: {}, events: {} };
    expect((moves.bid.move as (...a: unknown[]) => unknown)(context, 18)).toBe(INVALID_MOVE);
    expect((moves.pass.move as (...a: unknown[]) => unknown)(context)).toBe(INVALID_MOVE);
    expect(G.log).toEqual([]);
  });

  it('names the game with its announcements, and the result at the round end', () => {
    const G = dealtState(HANDS, SKAT, { stage: 'declaring', toAct: '1', declarer: '1', bid: 18 });
    const context = { G, playerID: '1', random: { Shuffle: <T>(list: T[]) => list }, ctx: {}, events: {} };
    (moves.declare.move as (...a: unknown[]) => unknown)(context, { kind: 'grand', announcement: 'schneider' });
    expect(G.log).toEqual([{ key: 'declaredSchneider', seat: '1', values: { kind: 'grand' } }]);
    expect(allLines.some((line) => ['won', 'lost', 'lostOverbid', 'nullWon', 'nullLost'].includes(line.key))).toBe(true);
    expect(allLines.filter((line) => line.key === 'ready')).toHaveLength(SEEDS.length * 2 * 3);
  });
});

describe('skat game log texts', () => {
  const resources = { en: enTexts, de: deTexts, fr: frTexts, it: itTexts, pt: ptTexts };
  const i18n = i18next.createInstance();
  beforeAll(() =>
    i18n.init({
      lng: 'en',
      resources: Object.fromEntries(Object.entries(resources).map(([lang, texts]) => [lang, { skat: texts }])),
      interpolation: { escapeValue: false },
    }),
  );
  const render = (lang: string, line: LogLine) =>
    i18n.t(`log.${line.key}`, { ns: 'skat', lng: lang, ...line.values, player: 'Anna' });
  /** The line as the seat named "You" reads it about itself (the `you` context the site's log passes). */
  const renderForYou = (lang: string, line: LogLine) =>
    i18n.t(`log.${line.key}`, { ns: 'skat', lng: lang, ...line.values, player: 'Anna', context: 'you' });
  const unfilled = /{{|\$t\(|log\.|cardIndex\.|contracts\./;

  it.each(LANGUAGES)('reads every line written as whole words and cards in %s, about Anna and about "You"', (lang) => {
    const sample = [...new Map(allLines.map((line) => [line.key, line])).values()];
    expect(sample.length).toBeGreaterThan(12);
    for (const line of sample) {
      const text = render(lang, line);
      expect({ key: line.key, text }).toEqual({ key: line.key, text: expect.not.stringMatching(unfilled) });
      if (line.seat !== undefined) expect(text).toContain('Anna');
      if (line.seat === undefined) continue;
      // The second person names nobody: its text is its own, not the third person's fallback.
      const yours = renderForYou(lang, line);
      expect({ key: line.key, yours }).toEqual({ key: line.key, yours: expect.not.stringMatching(unfilled) });
      expect({ key: line.key, yours }).toEqual({ key: line.key, yours: expect.not.stringContaining('Anna') });
      const cardCorners = text.match(/\S+[♣♠♥♦]/g) ?? [];
      for (const corner of cardCorners)
        expect({ key: line.key, yours }).toEqual({ key: line.key, yours: expect.stringContaining(corner) });
    }
  });

  /** A value for every placeholder of the log's texts. */
  const EVERY_VALUE = {
    number: 2,
    total: 6,
    value: 18,
    bid: 18,
    points: 74,
    score: 36,
    kind: 'grand',
    rank1: 'J',
    suit1: '♣',
    rank2: '7',
    suit2: '♦',
    rank3: 'A',
    suit3: '♥',
  };

  it('has a second-person form of every line about a seat, in every language', () => {
    const aboutASeat = Object.entries(enTexts.log).filter(([key, text]) => !key.includes('_') && text.includes('{{player}}'));
    expect(aboutASeat.length).toBeGreaterThan(20);
    for (const lang of LANGUAGES)
      for (const [key] of aboutASeat) {
        const line: LogLine = { key, seat: '0', values: EVERY_VALUE };
        expect({ lang, key, yours: renderForYou(lang, line) }).toEqual({
          lang,
          key,
          yours: expect.not.stringMatching(/Anna|{{|\$t\(|log\.|cardIndex\.|contracts\./),
        });
      }
  });

  it('tells "You" of their own bids, tricks and games in the second person, with the game and the cards named', () => {
    const trick: LogLine = {
      key: 'trick',
      seat: '0',
      values: { rank1: 'J', suit1: '♣', rank2: '10', suit2: '♠', rank3: 'A', suit3: '♠' },
    };
    expect(renderForYou('en', trick)).toBe('You take the trick: J♣ 10♠ A♠');
    expect(renderForYou('de', trick)).toBe('Du bekommst den Stich: B♣ 10♠ A♠');
    expect(renderForYou('fr', { key: 'bid', seat: '0', values: { value: 18 } })).toBe('Tu annonces 18');
    expect(renderForYou('it', { key: 'bid', seat: '0', values: { value: 18 } })).toBe('Dichiari 18');
    expect(renderForYou('pt', { key: 'declaredHand', seat: '0', values: { kind: 'grand' } })).toBe('Você joga Grand de mão');
    expect(renderForYou('de', { key: 'declaredSchneider', seat: '0', values: { kind: 'clubs' } })).toBe(
      'Du spielst Kreuz Hand, Schneider angesagt',
    );
  });

  it('prints a completed trick with the cards as their corners show them', () => {
    const line: LogLine = {
      key: 'trick',
      seat: '1',
      values: { rank1: 'J', suit1: '♣', rank2: '10', suit2: '♠', rank3: 'A', suit3: '♠' },
    };
    expect(render('en', line)).toBe('Anna takes the trick: J♣ 10♠ A♠');
    expect(render('de', line)).toBe('Anna bekommt den Stich: B♣ 10♠ A♠');
    expect(render('fr', { key: 'declaredOuvertHand', seat: '1', values: { kind: 'null' } })).toBe('Anna joue Null ouvert main');
    expect(render('de', { key: 'declaredSchneider', seat: '1', values: { kind: 'clubs' } })).toBe(
      'Anna spielt Kreuz Hand, Schneider angesagt',
    );
  });
});
