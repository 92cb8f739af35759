import { createRequire } from 'node:module';
import { Client } from 'boardgame.io/client';
import type { Ctx, PlayerID } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { DECKS, idOf, type CardId, type GermanSuit } from '@tabula/cards';
import { GAME_LOG_LIMIT, withSeededChance, type LogLine } from '@tabula/game-kit';
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
import { enumerateMoves, type EnumeratedMove } from './enumerate';
import { game } from './game';
import { bid, contra, declare, play, re } from './moves';
import { card, dealState, moveContext } from './testState';
import type { DeckNameUsed, SchafkopfState } from './types';
import { playerView } from './view';

// i18next itself is react-i18next's peer: loaded from beside it, as the site loads it.
const i18next = createRequire(require.resolve('react-i18next'))('i18next') as {
  createInstance: () => { init: (options: object) => unknown; t: (...args: unknown[]) => string };
};
const LANGUAGES = ['en', 'pt', 'de', 'fr', 'it'];
const GAME_TEXTS: Record<string, object> = { en: enTexts, pt: ptTexts, de: deTexts, fr: frTexts, it: itTexts };
const CARD_TEXTS: Record<string, object> = { en: cardsEn, pt: cardsPt, de: cardsDe, fr: cardsFr, it: cardsIt };

/** The cards a line names (rank1/suit1, rank2/suit2...), as ids of the deck. */
export function cardsNamedIn(deckName: DeckNameUsed, line: LogLine): CardId[] {
  const values = line.values ?? {};
  const named: CardId[] = [];
  for (let n = 1; values[`rank${n}`] !== undefined; n += 1) {
    const rank = String(values[`rank${n}`]);
    named.push(idOf(DECKS[deckName], values[`suit${n}`] as GermanSuit, rank === 'daus' ? 'A' : rank));
  }
  return named;
}

/** Every card a viewer's view shows face up: its own hand (or every hand at the reveal), the trick, the tricks taken. */
function cardsShownTo(G: SchafkopfState, ctx: Ctx, viewer: PlayerID | null): Set<CardId> {
  const view = playerView({ G, ctx, playerID: viewer });
  return new Set([
    ...Object.values(view.hands).flat(),
    ...Object.values(view.dealtHands).flat(),
    ...view.trick.cards.map((played) => played.card),
    ...view.tricks.flatMap((trick) => trick.cards.map((played) => played.card)),
  ]);
}

const isDealStart = (line: LogLine) => line.key === 'dealStarted' || line.key === 'dealOfStarted';
const linesOfThisDeal = (log: readonly LogLine[]) => log.slice(log.findLastIndex(isDealStart) + 1);

function newMatch(numPlayers: number, seed: number) {
  const rules = withSeededChance({ ...game, seed: `log ${seed}`, playerView: undefined });
  const client = Client<SchafkopfState>({
    game: { ...rules, setup: (context: Parameters<NonNullable<typeof game.setup>>[0]) => rules.setup!(context, { deals: 4 }) },
    numPlayers,
    debug: false,
  });
  client.start();
  return client;
}

interface Step {
  seat: PlayerID;
  move: EnumeratedMove;
  before: SchafkopfState;
  after: SchafkopfState;
  lines: LogLine[];
}

/**
 * A four-deal match by random legal moves (never Quit), checking after every move that each new
 * line names only cards that every seat and a spectator see face up in that very state, that every
 * view carries the whole log, and that the partner is named only once public.
 */
function playAndCheck(numPlayers: number, seed: number): Step[] {
  const client = newMatch(numPlayers, seed);
  const random = seededRandom(seed);
  const steps: Step[] = [];
  const viewers: Array<PlayerID | null> = [...client.getState()!.G.seats, null];
  for (let count = 0; count < 800 && client.getState()!.ctx.gameover === undefined; count += 1) {
    const { G: before, ctx } = client.getState()!;
    const acting = before.seats.filter((seat) => enumerateMoves(before, ctx, seat).length > 0);
    const seat = acting[Math.floor(random() * acting.length)]!;
    const options = enumerateMoves(before, ctx, seat).filter((option) => option.move !== 'quit');
    const move = options[Math.floor(random() * options.length)]!;
    client.updatePlayerID(seat);
    (client.moves as Record<string, (...args: unknown[]) => void>)[move.move]!(...move.args);
    const { G: after, ctx: afterCtx } = client.getState()!;
    expect(after.log.length).toBeLessThan(GAME_LOG_LIMIT);
    const lines = after.log.slice(before.log.length);
    for (const viewer of viewers) {
      const shown = cardsShownTo(after, afterCtx, viewer);
      const hidden = lines.flatMap((line) => cardsNamedIn(after.deckName, line)).filter((id) => !shown.has(id));
      expect({ viewer, lines, hidden }).toEqual({ viewer, lines, hidden: [] });
      expect(playerView({ G: after, ctx: afterCtx, playerID: viewer }).log).toEqual(after.log);
    }
    for (const line of lines.filter((l) => l.key === 'calledAce' || l.key === 'rePartner')) {
      expect({ seat: line.seat, public: after.partnerRevealed }).toEqual({ seat: after.partner, public: true });
    }
    steps.push({ seat, move, before, after, lines });
  }
  expect(client.getState()!.ctx.gameover).toBeDefined();
  return steps;
}

const MATCHES = [
  [4, 1],
  [4, 2],
  [4, 3],
  [3, 4],
  [3, 5],
] as const;
/** i18next as the site runs it (nesting on), with this game's texts and the cards' in one language. */
function translatorFor(language: string): Translate {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: { [language]: { schafkopf: GAME_TEXTS[language]!, cards: CARD_TEXTS[language]! } },
  });
  return instance.t.bind(instance) as unknown as Translate;
}

describe('the Schafkopf log', () => {
  let allSteps: Step[] = [];
  beforeAll(() => {
    allSteps = MATCHES.flatMap(([numPlayers, seed]) => playAndCheck(numPlayers, seed));
  });

  it('names no card that a seat or a spectator could not see when the line was written, over five seeded matches', () => {
    // playAndCheck asserts it move by move; here, that the matches told something of each kind.
    const keys = new Set(allSteps.flatMap((step) => step.lines.map((line) => line.key)));
    for (const key of ['dealOfStarted', 'bid', 'contract', 'trick3', 'trick4', 'opponentsPay', 'readyForNextDeal']) {
      expect(keys).toContain(key);
    }
  });

  it('gives every bid at once, in the order spoken, and says so when all passed', () => {
    let thrownIn = 0;
    for (const { seat, move, before, after, lines } of allSteps) {
      if (move.move !== 'bid') continue;
      expect(lines[0]).toEqual({ key: 'bid', seat, values: { call: move.args[0] } });
      const spoken = [...before.bidding.calls, { seat, call: move.args[0] }];
      if (after.dealNumber > before.dealNumber) {
        thrownIn += 1;
        expect(lines.map((line) => line.key)).toEqual(['bid', 'allPassed', 'dealOfStarted']);
        expect(spoken.every((call) => call.call === 'pass')).toBe(true);
      }
      const toldThisDeal = linesOfThisDeal(before.log)
        .concat(lines.slice(0, 1))
        .filter((line) => line.key === 'bid');
      expect(toldThisDeal.map((line) => ({ seat: line.seat, call: line.values!.call }))).toEqual(spoken);
    }
    expect(thrownIn).toBeGreaterThan(0);
  });

  it.each(LANGUAGES)(
    'reads every line in %s, about Anna and about the seat named "You", naming the cards as the table names them',
    (language) => {
      const t = translatorFor(language);
      const seen = new Set<string>();
      for (const { after, lines } of allSteps) {
        for (const line of lines) {
          const id = `${after.deckName} ${JSON.stringify(line)}`;
          if (seen.has(id)) continue;
          seen.add(id);
          const readings =
            line.seat === undefined ? [{ player: 'Anna' }] : [{ player: 'Anna' }, { player: 'Anna', context: 'you' }];
          for (const seat of readings) {
            const text = t(`log.${line.key}`, { ns: 'schafkopf', ...line.values, ...seat });
            expect({ line, seat, text }).toEqual({
              line,
              seat,
              text: expect.not.stringMatching(/\$t\(|\{\{|\}\}|undefined|log\.|contracts\.|bids\./),
            });
            // The second person names nobody: its text is its own, not the third person's fallback.
            if (seat.context === 'you') expect({ line, text }).toEqual({ line, text: expect.not.stringContaining('Anna') });
            for (const card of cardsNamedIn(after.deckName, line))
              expect(text).toContain(cardName(t, DECKS[after.deckName], card));
          }
        }
      }
    },
  );

  it("states each deal's result as the round end does: side, contract, points, tricks, extras and payout", () => {
    const ends = allSteps.filter(({ before, after }) => !before.revealed && after.revealed);
    expect(ends.length).toBe(MATCHES.length * 4);
    for (const { after, lines } of ends) {
      const result = after.lastResult!;
      const outcome = lines.find((line) => /^(won|lost)/.test(line.key))!;
      expect(outcome).toMatchObject({
        key: `${result.won ? 'won' : 'lost'}${result.takers.length > 1 ? 'WithPartner' : ''}`,
        seat: after.contract!.taker,
        values: { points: result.takerPoints, count: result.takerTricks },
      });
      expect(lines[lines.length - 1]).toEqual({
        key: result.won ? 'opponentsPay' : 'opponentsReceive',
        values: { value: Math.abs(result.value), basic: result.basic },
      });
      expect(lines.some((line) => line.key === 'running')).toBe(result.running > 0);
      expect(lines.some((line) => line.key === 'schneider')).toBe(result.schneider);
      expect(lines.some((line) => line.key === 'contraOnly' || line.key === 'contraRe')).toBe(result.multiplier > 1);
    }
  });
});

describe('the Schafkopf log, deal by deal', () => {
  const bidBy = (G: SchafkopfState, seat: string, call: string) => bid(moveContext(G, 'bidding', seat), call as never);

  const hands = [
    'A-hearts K-hearts 10-hearts 9-hearts 8-hearts 7-hearts A-bells K-bells',
    'O-acorns O-leaves O-hearts O-bells U-acorns U-leaves 9-acorns 7-leaves',
    'U-hearts U-bells A-acorns 10-acorns K-acorns 8-acorns 7-acorns 9-bells',
    'A-leaves 10-leaves K-leaves 9-leaves 8-leaves 10-bells 8-bells 7-bells',
  ];

  it('says "all passed" plainly after four passes, and adds nothing for a refused bid', () => {
    const G = dealState({ hands });
    expect(bidBy(G, '2', 'pass')).toBe(INVALID_MOVE);
    expect(bidBy(G, '1', 'solo')).toBe(INVALID_MOVE);
    expect(G.log).toEqual([]);
    for (const seat of ['1', '2', '3', '0']) bidBy(G, seat, 'pass');
    expect(G.log).toEqual([
      { key: 'bid', seat: '1', values: { call: 'pass' } },
      { key: 'bid', seat: '2', values: { call: 'pass' } },
      { key: 'bid', seat: '3', values: { call: 'pass' } },
      { key: 'bid', seat: '0', values: { call: 'pass' } },
      { key: 'allPassed' },
    ]);
  });

  it('names the contract and its caller, Contra and Re, but not the partner until the called ace is played', () => {
    const G = dealState({ hands });
    bidBy(G, '1', 'play');
    bidBy(G, '2', 'pass');
    bidBy(G, '3', 'pass');
    bidBy(G, '0', 'pass');
    bidBy(G, '1', 'rufspiel');
    expect(G.contract).toMatchObject({ kind: 'rufspiel', taker: '1', declared: false });
    expect(declare(moveContext(G, 'declare', '1'), { suit: 'hearts' })).toBe(INVALID_MOVE);
    declare(moveContext(G, 'declare', '1'), { suit: 'acorns' });
    expect(G.partner).toBe('2');
    const asked = ['0', '2', '3'];
    expect(contra(moveContext(G, 'contra', '2', asked), true)).toBe(INVALID_MOVE);
    contra(moveContext(G, 'contra', '0', asked), true);
    contra(moveContext(G, 'contra', '2', asked), false);
    contra(moveContext(G, 'contra', '3', asked), false);
    re(moveContext(G, 're', '1', ['1', '2', '3']), true);
    expect(G.log.slice(4)).toEqual([
      { key: 'bid', seat: '1', values: { call: 'rufspiel' } },
      { key: 'contract', seat: '1', values: { contract: 'contracts.rufspiel.acorns' } },
      { key: 'contra', seat: '0' },
      { key: 're', seat: '1' },
    ]);
    expect(G.log.filter((line) => line.seat === '2')).toEqual([{ key: 'bid', seat: '2', values: { call: 'pass' } }]);

    // Forehand (1) leads acorns; seat 2 must play the called ace and is named partner then.
    G.trick = { leader: '1', cards: [] };
    G.toAct = '1';
    const playBy = (seat: string, name: string) => play(moveContext(G, 'play', seat), { card: card(name) });
    expect(playBy('2', 'A-acorns')).toBe(INVALID_MOVE);
    playBy('1', '9-acorns');
    const logged = G.log.length;
    playBy('2', 'A-acorns');
    expect(G.log.slice(logged)).toEqual([{ key: 'calledAce', seat: '2' }]);
    playBy('3', '8-bells');
    playBy('0', 'A-bells');
    expect(G.log[G.log.length - 1]).toEqual({
      key: 'trick4',
      seat: '2',
      values: {
        rank1: '9',
        suit1: 'acorns',
        rank2: 'daus',
        suit2: 'acorns',
        rank3: '8',
        suit3: 'bells',
        rank4: 'daus',
        suit4: 'bells',
      },
    });
  });

  it('names the partner who says Re at once, and only then', () => {
    const G = dealState({ hands, contract: { kind: 'rufspiel', taker: '1', calledSuit: 'acorns' } });
    contra(moveContext(G, 'contra', '0', ['0', '2', '3']), true);
    contra(moveContext(G, 'contra', '2', ['0', '2', '3']), false);
    contra(moveContext(G, 'contra', '3', ['0', '2', '3']), false);
    expect(G.log).toEqual([{ key: 'contra', seat: '0' }]);
    re(moveContext(G, 're', '2', ['1', '2', '3']), true);
    expect(G.partnerRevealed).toBe(true);
    expect(G.log[G.log.length - 1]).toEqual({ key: 'rePartner', seat: '2' });
  });
});
