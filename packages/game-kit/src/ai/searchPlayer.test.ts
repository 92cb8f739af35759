import type { PlayerID } from 'boardgame.io';
import type { AiConfig, AiRequest } from '../contract';
import { seededRandom } from '../random';
import { playMatch } from './arena';
import { randomPlayer } from './randomPlayer';
import { searchPlayer } from './searchPlayer';
import { createSimulator } from './simulator';
import { determinizeHighCard, highCard, HIDDEN, nim, type HighCardState, type NimState } from './testGames';

const levels = [{ key: 'test', labelKey: 'ai.test', iterations: 200 }];
const nimCtx = (currentPlayer: PlayerID, numPlayers = 2) =>
  ({ ...createSimulator(nim).initial(numPlayers, 'x').ctx, currentPlayer }) as AiRequest<NimState>['ctx'];

describe('searchPlayer with open information', () => {
  const player = searchPlayer({ game: nim, levels });

  it('finds the winning move of Nim: leave a multiple of four', () => {
    const searchOnly = searchPlayer({ game: nim, levels, decisiveMoves: false });
    for (const [pile, take] of [
      [5, 1],
      [6, 2],
      [7, 3],
      [9, 1],
    ] as const) {
      for (const tested of [player, searchOnly]) {
        const move = tested.chooseMove({
          view: { pile },
          ctx: nimCtx('0'),
          playerID: '0',
          level: 'test',
          random: seededRandom(pile),
        });
        expect(move).toEqual({ move: 'take', args: [take] });
      }
    }
  });

  it('takes a win in one at once and never hands one to the next seat', () => {
    const quick = searchPlayer({ game: nim, levels: [{ key: 'one', labelKey: 'ai.one', iterations: 1 }] });
    const request = { ctx: nimCtx('0'), playerID: '0', level: 'one', random: seededRandom(1) };
    expect(quick.analyse({ ...request, view: { pile: 3 } })).toMatchObject({ action: { args: [3] }, iterations: 0 });
    expect(quick.analyse({ ...request, view: { pile: 5 } })).toMatchObject({ action: { args: [1] }, iterations: 0 });
  });

  it('returns a legal move for any seat of three, the same one for the same seed', () => {
    const random = seededRandom(7);
    for (let position = 0; position < 8; position += 1) {
      const pile = 1 + Math.floor(random() * 12);
      const seat = String(Math.floor(random() * 3));
      const request = { view: { pile }, ctx: nimCtx(seat, 3), playerID: seat, level: 'test' };
      const move = player.chooseMove({ ...request, random: seededRandom(position) });
      expect(move).toEqual({ move: 'take', args: [expect.any(Number)] });
      expect((move as { args: number[] }).args[0]).toBeLessThanOrEqual(pile);
      expect(player.chooseMove({ ...request, random: seededRandom(position) })).toEqual(move);
    }
  });

  it('stops at its time budget', () => {
    let clock = 0;
    const timed = searchPlayer({
      game: nim,
      levels: [{ key: 'quick', labelKey: 'ai.quick', timeMs: 50 }],
      now: () => (clock += 10),
    });
    const result = timed.analyse({
      view: { pile: 10 },
      ctx: nimCtx('0'),
      playerID: '0',
      level: 'quick',
      random: seededRandom(1),
    });
    expect(result.iterations).toBeLessThanOrEqual(5);
  });
});

describe('computer players and hidden information', () => {
  /** Records every request its seat receives, answering like a random player. */
  function spy(requests: Array<AiRequest<HighCardState>>): AiConfig<HighCardState> {
    const random = randomPlayer(highCard);
    return { ...random, chooseMove: (request) => (requests.push(request), random.chooseMove(request)) };
  }

  it("are given their seat's view, never the other hand", async () => {
    const requests: Array<AiRequest<HighCardState>> = [];
    const simulator = createSimulator(highCard);
    for (let match = 0; match < 5; match += 1) {
      const seed = `view-${match}`;
      // The same deal as the match: the secrets a seat must never be shown.
      const dealt = simulator.initial(2, seed).G.hands;
      requests.length = 0;
      await playMatch({
        game: highCard,
        seats: [
          { ai: spy(requests), level: 'random' },
          { ai: spy(requests), level: 'random' },
        ],
        random: seededRandom(match),
        seed,
      });
      expect(requests.length).toBe(10);
      for (const { view, playerID } of requests) {
        const opponent = playerID === '0' ? '1' : '0';
        expect(view.hands[opponent]!.every((card) => card === HIDDEN)).toBe(true);
        expect(view.hands[playerID]!.every((card) => dealt[playerID]!.includes(card))).toBe(true);
      }
    }
  });

  it('search determinizations of the view: the determinizer sees nothing hidden', async () => {
    const seen: HighCardState[] = [];
    const player = searchPlayer({
      game: highCard,
      levels: [{ key: 'quick', labelKey: 'ai.quick', iterations: 30 }],
      determinize: (view: HighCardState, ctx, seat, random) => (seen.push(view), determinizeHighCard(view, ctx, seat, random)),
    });
    const { result } = await playMatch({
      game: highCard,
      seats: [
        { ai: player, level: 'quick' },
        { ai: randomPlayer(highCard), level: 'random' },
      ],
      random: seededRandom(3),
      seed: 'd',
    });
    expect(result).toBeDefined();
    expect(seen.length).toBeGreaterThan(0);
    for (const view of seen) expect(view.hands['1']!.every((card) => card === HIDDEN)).toBe(true);
  });

  it('play what is best across the hands the other seat may hold', () => {
    // Seat 1 must take both last tricks. Taking this one with 11 keeps 13, which wins the last
    // whatever seat 0 holds; taking it with 13 loses the last trick when seat 0 holds the 12.
    const view: HighCardState = {
      hands: { '0': [HIDDEN], '1': [11, 13] },
      led: { seat: '0', card: 10 },
      tricks: { '0': 2, '1': 1 },
      played: [4, 5, 6, 7, 8, 9, 10],
      toMove: '1',
    };
    const ctx = { ...createSimulator(highCard).initial(2, 'x').ctx, currentPlayer: '1', playOrderPos: 1, turn: 8 };
    const player = searchPlayer({ game: highCard, levels, determinize: determinizeHighCard });
    for (let seed = 1; seed <= 3; seed += 1) {
      expect(player.chooseMove({ view, ctx, playerID: '1', level: 'test', random: seededRandom(seed) })).toEqual({
        move: 'play',
        args: [11],
      });
    }
  });
});
