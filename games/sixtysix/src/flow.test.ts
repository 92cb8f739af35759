import type { State } from 'boardgame.io';
import { seatsThatMayAct } from '@tabula/game-kit';
import { game } from './game';
import { card, cards, position, run, simulator } from './testing';
import type { SixtySixState } from './types';
import { hiddenCards, playerView } from './view';

// boardgame.io logs every move it refuses; these tests refuse moves on purpose.
beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
type S = State<SixtySixState>;

/** Seat 0 calls a correct "Out!" for one game point. */
const roundWonBySeat0 = (): S =>
  run(
    position({
      hands: { '0': cards('9C'), '1': cards('9S') },
      stock: cards('9D QH'),
      trumpSuit: 'hearts',
      leader: '0',
      extra: {
        wonCards: { '0': cards('AC 10C KC QC JC AS 10S KS QS JS JD QD KH'), '1': cards('AD 10D KD QH AH') },
        trickCounts: { '0': 6, '1': 3 },
      },
    }),
    ['claimOut'],
  );

describe('rounds', () => {
  it('starts with seat 0 dealing and seat 1 leading; the deal alternates', () => {
    const first = simulator.initial(2, 'rounds');
    expect(first.G).toMatchObject({ round: 1, dealer: '0' });
    expect(first.ctx.currentPlayer).toBe('1');
    const second = run(roundWonBySeat0(), { seat: '0', move: ['nextRound'] }, { seat: '1', move: ['nextRound'] });
    expect(second.ctx.phase).toBe('play');
    expect(second.G.dealer).toBe('1');
    expect(second.ctx.currentPlayer).toBe('0');
  });

  it('records the round on the score sheet and waits for both seats before dealing again', () => {
    const ended = roundWonBySeat0();
    expect(ended.ctx.phase).toBe('roundEnd');
    expect(ended.G.rounds).toEqual([expect.objectContaining({ round: 1, points: { '0': 1, '1': 0 }, contract: 'outcomes.out' })]);
    expect(seatsThatMayAct(ended.ctx).sort()).toEqual(['0', '1']);
    const one = run(ended, { seat: '1', move: ['nextRound'] });
    expect(one.ctx.phase).toBe('roundEnd');
    expect(seatsThatMayAct(one.ctx)).toEqual(['0']);
    expect(() => run(one, { seat: '1', move: ['nextRound'] })).toThrow();
    const next = run(one, { seat: '0', move: ['nextRound'] });
    expect(next.G).toMatchObject({ round: 2, outcome: null, confirmed: [], marriages: [], lastTrick: null });
    expect(next.G.hands['0']).toHaveLength(6);
    expect(next.G.rounds).toHaveLength(1);
  });

  it('ends the match when a seat quits between rounds: the higher total wins', () => {
    const quit = run(roundWonBySeat0(), { seat: '1', move: ['quit'] });
    expect(quit.ctx.gameover).toEqual({ winner: '0', scores: { '0': 1, '1': 0 }, placings: { '0': 1, '1': 2 }, reason: 'quit' });
  });

  it('ends the match once a seat reaches 7 game points', () => {
    const state = roundWonBySeat0();
    const six = Array.from({ length: 6 }, (_, i) => ({ round: i + 1, points: { '0': 1, '1': 0 } }));
    const almost = position({
      hands: { '0': cards('9C'), '1': cards('9S') },
      stock: cards('9D QH'),
      trumpSuit: 'hearts',
      leader: '0',
      extra: { ...state.G, outcome: null, rounds: six },
    });
    const over = run(almost, ['claimOut']);
    expect(over.ctx.gameover).toMatchObject({ winner: '0', scores: { '0': 7, '1': 0 }, reason: 'target' });
  });
});

describe('what each viewer sees', () => {
  const dealt = simulator.initial(2, 'views');

  it('a seat sees its own hand, the other as a count, the stock as a count and the face-up trump card', () => {
    const view = playerView({ G: dealt.G, playerID: '0' });
    expect(view.hands).toEqual({ '0': dealt.G.hands['0'] });
    expect(view.handCounts).toEqual({ '0': 6, '1': 6 });
    expect(view.stockCount).toBe(12);
    expect(view.trumpCard).toBe(dealt.G.stock[11]);
    expect(view).not.toHaveProperty('stock');
    expect(view).not.toHaveProperty('deal');
    expect(view.reveal).toBeNull();
    expect(hiddenCards(dealt.G, '0')).toHaveLength(11 + 6);
  });

  it('a spectator sees no hand', () => {
    const view = playerView({ G: dealt.G, playerID: null });
    expect(view.hands).toEqual({});
    expect(hiddenCards(dealt.G, null)).toHaveLength(11 + 12);
  });

  it('the trump card is turned down once the stock is closed', () => {
    const closed = run(dealt, ['close']);
    expect(playerView({ G: closed.G, playerID: '1' }).trumpCard).toBeNull();
    expect(playerView({ G: closed.G, playerID: null }).trumpCard).toBeNull();
    expect(hiddenCards(closed.G, '1')).toContain(closed.G.stock[11]);
  });

  it('everything is shown at the end of the round, and nothing of it after the next deal', () => {
    const ended = roundWonBySeat0();
    const view = playerView({ G: ended.G, playerID: null });
    expect(view.hands).toEqual({ '0': cards('9C'), '1': cards('9S') });
    expect(view.reveal).toEqual({ dealtHands: ended.G.deal.hands, dealtStock: ended.G.deal.stock, stock: cards('9D QH') });
    expect(hiddenCards(ended.G, null)).toEqual([]);
    const next = run(ended, { seat: '0', move: ['nextRound'] }, { seat: '1', move: ['nextRound'] });
    expect(playerView({ G: next.G, playerID: '0' }).reveal).toBeNull();
    expect(playerView({ G: next.G, playerID: '0' }).hands['1']).toBeUndefined();
  });

  it('announcements carry no card', () => {
    const state = position({
      hands: { '0': cards('9H KC QC AC 10C 9S'), '1': cards('AS 10S KS QS JS JC') },
      stock: cards('AD 10D 9D AH'),
      trumpSuit: 'hearts',
      leader: '0',
      extra: { trickCounts: { '0': 1, '1': 0 } },
    });
    const exchanged = run(state, ['exchangeTrumpNine']);
    expect(playerView({ G: exchanged.G, playerID: '1' }).trumpCard).toBe(card('9', 'hearts'));
    expect(JSON.stringify(playerView({ G: exchanged.G, playerID: '1' }).announcement)).toBe('{"kind":"exchange","seat":"0"}');
  });
});

it('declares secrets for the leak harness', () => {
  expect(typeof game.secrets).toBe('function');
});
