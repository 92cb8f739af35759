import type { State } from 'boardgame.io';
import { enumerate } from './enumerate';
import { cards, card, position, run, type PositionSpec } from './testing';
import type { SixtySixState } from './types';

// boardgame.io logs every move it refuses; these tests refuse moves on purpose.
beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
type S = State<SixtySixState>;

const refused = (state: S, ...moves: Parameters<typeof run>[1][]) => expect(() => run(state, ...moves)).toThrow(/refused/);
const legalCards = (state: S, seat = state.ctx.currentPlayer) =>
  enumerate(state.G, state.ctx, seat)
    .filter((m) => m.move === 'play')
    .map((m) => (m.args[0] as { card: number }).card)
    .sort((a, b) => a - b);
const moveNames = (state: S, seat = state.ctx.currentPlayer) => enumerate(state.G, state.ctx, seat).map((m) => m.move);

// Trumps are hearts in every position here (the face-up card is the last of the stock).
const afterFirstTrick: PositionSpec = {
  hands: { '0': cards('AC 10C KC QC 9S'), '1': cards('AS 10S KS QS JS') },
  stock: cards('AD 10D 9D QH'),
  trumpSuit: 'hearts',
  leader: '0',
  extra: { wonCards: { '0': cards('JD KD'), '1': [] }, trickCounts: { '0': 1, '1': 0 } },
};

describe('drawing while the stock is open', () => {
  it('refuses a lead from a short hand until the leader draws; both draw, the leader first', () => {
    const state = position(afterFirstTrick);
    refused(state, ['play', { card: card('A', 'clubs') }]);
    expect(moveNames(state)).toContain('draw');
    expect(legalCards(state)).toEqual([]);
    const drawn = run(state, ['draw']);
    expect(drawn.G.hands['0']).toContain(card('A', 'diamonds'));
    expect(drawn.G.hands['1']).toContain(card('10', 'diamonds'));
    expect(drawn.G.stockCount).toBe(2);
    expect(drawn.G.trumpCard).toBe(card('Q', 'hearts'));
    refused(drawn, ['draw']);
  });

  it('draws by itself after a trick, the winner first: the face-up trump card goes to the other on the last draw, then play is strict', () => {
    const drawn = run(position(afterFirstTrick), ['draw'], ['play', { card: card('9', 'spades') }]);
    const last = run(drawn, ['play', { card: card('J', 'spades') }]);
    // Seat 1 won with the jack of spades and leads: it drew the 9 of diamonds, seat 0 the queen of hearts.
    expect(last.G.hands['1']).toHaveLength(6);
    expect(last.G.hands['0']).toHaveLength(6);
    expect(last.G.hands['1']).toContain(card('9', 'diamonds'));
    expect(last.G.hands['0']).toContain(card('Q', 'hearts'));
    expect(last.G.stockCount).toBe(0);
    expect(last.G.trumpCard).toBeNull();
    expect(moveNames(last)).not.toContain('draw');
    expect(moveNames(last)).not.toContain('close');
  });

  it('lets any card be played to a trick while the stock is open', () => {
    const state = run(position(afterFirstTrick), ['draw'], ['play', { card: card('A', 'clubs') }]);
    expect(legalCards(state)).toEqual([...state.G.hands['1']!].sort((a, b) => a - b));
  });
});

describe('closing', () => {
  it('may close before drawing: the opponent had no trick, the trump card is turned down, play is strict', () => {
    const closed = run(position(afterFirstTrick), ['close']);
    expect(closed.G.closing).toEqual({ seat: '0', opponentTrickCount: 0 });
    expect(closed.G.announcement).toEqual({ kind: 'close', seat: '0' });
    const led = run(closed, ['play', { card: card('A', 'clubs') }]);
    // Seat 1 has no club and no trump: any card.
    expect(legalCards(led)).toEqual(cards('AS 10S KS QS JS').sort((a, b) => a - b));
    refused(closed, ['draw']);
    refused(closed, ['close']);
  });

  it("counts the opponent's tricks at the moment of closing after drawing too", () => {
    const spec = { ...afterFirstTrick, extra: { ...afterFirstTrick.extra, trickCounts: { '0': 1, '1': 2 } } };
    expect(run(position(spec), ['draw'], ['close']).G.closing).toEqual({ seat: '0', opponentTrickCount: 2 });
  });

  it('scores the closer who makes 66 normally, and a failed closer 2 or 3 to the opponent', () => {
    const lastTrick = (opponentTrickCount: number, closerCards: string): S =>
      position({
        hands: { '0': cards('AC'), '1': cards('9C') },
        stock: cards('9D QH'),
        trumpSuit: 'hearts',
        leader: '0',
        extra: {
          closing: { seat: '0', opponentTrickCount },
          wonCards: { '0': cards(closerCards), '1': cards('JD') },
          trickCounts: { '0': 3, '1': 1 },
        },
      });
    // 55 before the last trick, 66 with the ace.
    const made = run(
      lastTrick(1, 'AS 10S AH 10H KS QS 9S JS KH'),
      ['play', { card: card('A', 'clubs') }],
      ['play', { card: card('9', 'clubs') }],
    );
    // The opponent has 2 points: schneider.
    expect(made.G.outcome).toMatchObject({ reason: 'closed', winner: '0', gamePoints: 2 });
    const failed = run(lastTrick(1, 'AS'), ['play', { card: card('A', 'clubs') }], ['play', { card: card('9', 'clubs') }]);
    expect(failed.G.outcome).toMatchObject({ reason: 'closerFailed', winner: '1', gamePoints: 2 });
    const failedEarly = run(lastTrick(0, 'AS'), ['play', { card: card('A', 'clubs') }], ['play', { card: card('9', 'clubs') }]);
    expect(failedEarly.G.outcome).toMatchObject({ reason: 'closerFailed', winner: '1', gamePoints: 3 });
    // No last-trick bonus after closing.
    expect(failed.G.outcome!.points['0']).toBe(22);
  });
});

describe('following once the stock is exhausted or closed', () => {
  const strict = (hand1: string): S =>
    run(
      position({
        hands: { '0': cards('KC 9D'), '1': cards(hand1) },
        stock: [],
        trumpSuit: 'hearts',
        leader: '0',
        extra: { trickCounts: { '0': 5, '1': 5 } },
      }),
      ['play', { card: card('K', 'clubs') }],
    );

  it('must head the trick with a higher card of the suit led', () => {
    expect(legalCards(strict('AC 9C'))).toEqual(cards('AC'));
    refused(strict('AC 9C'), ['play', { card: card('9', 'clubs') }]);
  });

  it('must follow with a lower card when unable to head', () => {
    expect(legalCards(strict('9C AH'))).toEqual(cards('9C'));
  });

  it('must trump when unable to follow, else may play anything', () => {
    expect(legalCards(strict('AH 9S'))).toEqual(cards('AH'));
    expect(legalCards(strict('9S AD'))).toEqual(cards('9S AD').sort((a, b) => a - b));
  });

  it('notes the suits a seat showed out of', () => {
    const after = run(strict('AH 9S'), ['play', { card: card('A', 'hearts') }]);
    expect(after.G.voids['1']).toEqual(['clubs']);
  });
});

describe('marriages', () => {
  const drawn = () => run(position(afterFirstTrick), ['draw']);

  it('are offered only after drawing, score 20, and restrict the lead to their king or queen', () => {
    refused(position(afterFirstTrick), ['declareMarriage', { suit: 'clubs' }]);
    const melded = run(drawn(), ['declareMarriage', { suit: 'clubs' }]);
    expect(melded.G.marriages).toEqual([{ seat: '0', suit: 'clubs', points: 20 }]);
    expect(melded.G.announcement).toEqual({ kind: 'marriage', seat: '0', suit: 'clubs', points: 20 });
    expect(legalCards(melded)).toEqual(cards('QC KC'));
    refused(melded, ['play', { card: card('A', 'clubs') }]);
    refused(melded, ['declareMarriage', { suit: 'clubs' }]);
    expect(legalCards(run(melded, ['play', { card: card('Q', 'clubs') }]))).toHaveLength(6);
  });

  it('score 40 in trumps and need both cards in hand', () => {
    const spec: PositionSpec = {
      hands: { '0': cards('KH QH AC 9S JS 9C'), '1': cards('AS 10S KS QS JC 10C') },
      stock: cards('AD 10D 9D 9H'),
      trumpSuit: 'hearts',
      leader: '0',
    };
    expect(enumerate(position(spec).G, position(spec).ctx, '0').filter((m) => m.move === 'declareMarriage')).toEqual([
      { move: 'declareMarriage', args: [{ suit: 'hearts' }] },
    ]);
    expect(run(position(spec), ['declareMarriage', { suit: 'hearts' }]).G.marriages[0]!.points).toBe(40);
    refused(position(spec), ['declareMarriage', { suit: 'spades' }]);
    refused(position(spec), ['declareMarriage', { suit: 'nonsense' }]);
  });

  it('may be declared after closing, when leading', () => {
    const melded = run(position(afterFirstTrick), ['close'], ['declareMarriage', { suit: 'clubs' }]);
    expect(melded.G.marriages).toHaveLength(1);
  });

  it('count nothing for a seat that never wins a trick', () => {
    const end = run(
      position({
        hands: { '0': cards('AH'), '1': cards('9C') },
        stock: [],
        trumpSuit: 'hearts',
        leader: '0',
        extra: {
          wonCards: { '0': cards('AC 10C KC QC JC'), '1': [] },
          trickCounts: { '0': 11, '1': 0 },
          marriages: [{ seat: '1', suit: 'spades', points: 20 }],
        },
      }),
      ['play', { card: card('A', 'hearts') }],
      ['play', { card: card('9', 'clubs') }],
    );
    expect(end.G.outcome).toMatchObject({ reason: 'playedOut', winner: '0', gamePoints: 3 });
    expect(end.G.outcome!.points).toEqual({ '0': 30 + 11 + 10, '1': 0 });
  });
});

describe('the trump 9 exchange', () => {
  const spec = (tricks: number): PositionSpec => ({
    hands: { '0': cards('9H AC 10C KC QC 9S'), '1': cards('AS 10S KS QS JS JC') },
    stock: cards('AD 10D 9D AH'),
    trumpSuit: 'hearts',
    leader: '0',
    extra: { trickCounts: { '0': tricks, '1': 0 } },
  });

  it('is an optional move of a leader who has won a trick', () => {
    expect(moveNames(position(spec(0)))).not.toContain('exchangeTrumpNine');
    refused(position(spec(0)), ['exchangeTrumpNine']);
    const swapped = run(position(spec(1)), ['exchangeTrumpNine']);
    expect(swapped.G.hands['0']).toContain(card('A', 'hearts'));
    expect(swapped.G.hands['0']).not.toContain(card('9', 'hearts'));
    expect(swapped.G.trumpCard).toBe(card('9', 'hearts'));
    expect(swapped.G.stock[swapped.G.stock.length - 1]).toBe(card('9', 'hearts'));
    expect(swapped.G.announcement).toEqual({ kind: 'exchange', seat: '0' });
    refused(swapped, ['exchangeTrumpNine']);
  });

  it('is not allowed once the stock is closed', () => {
    refused(run(position(spec(1)), ['close']), ['exchangeTrumpNine']);
  });
});

describe('"Out!"', () => {
  const claim = (own: string, opponent: string, opponentTricks = 1): S =>
    position({
      hands: { '0': cards('9C'), '1': cards('9S') },
      stock: cards('9D QH'),
      trumpSuit: 'hearts',
      leader: '0',
      extra: {
        wonCards: { '0': cards(own), '1': cards(opponent) },
        trickCounts: { '0': 2, '1': opponentTricks },
      },
    });

  it('is not offered before any trick was played', () => {
    const first = position({
      ...afterFirstTrick,
      hands: { '0': cards('AC 10C KC QC 9S JH'), '1': cards('AS 10S KS QS JS 10H') },
      extra: {},
    });
    expect(moveNames(first)).not.toContain('claimOut');
    refused(first, ['claimOut']);
  });

  it('with 65 points gives the opponent 2 game points', () => {
    // 11+10+4+3+2 + 11+10+4+3+2 + 2 + 3 = 65
    const out = run(claim('AC 10C KC QC JC AS 10S KS QS JS JD QD', 'KD'), ['claimOut']);
    expect(out.G.outcome).toMatchObject({ reason: 'falseOut', winner: '1', gamePoints: 2, claimant: '0' });
    expect(out.G.outcome!.points['0']).toBe(65);
  });

  it('with 66 or more scores 1, 2 against fewer than 33, 3 against no trick', () => {
    const own = 'AC 10C KC QC JC AS 10S KS QS JS JD QD KH';
    expect(run(claim(own, 'AD 10D KD QH AH'), ['claimOut']).G.outcome).toMatchObject({
      reason: 'out',
      winner: '0',
      gamePoints: 1,
    });
    expect(run(claim(own, 'AD 10D'), ['claimOut']).G.outcome).toMatchObject({ reason: 'out', gamePoints: 2 });
    expect(run(claim(own, '', 0), ['claimOut']).G.outcome).toMatchObject({ reason: 'out', gamePoints: 3 });
  });

  it('decides schneider on card points alone: a marriage does not lift the loser to 33', () => {
    const own = 'AC 10C KC QC JC AS 10S KS QS JS JD QD KH';
    const spec = claim(own, 'AD 10D');
    const withMarriage = {
      ...spec,
      G: { ...spec.G, marriages: [{ seat: '1', suit: 'spades' as const, points: 20 as const }] },
    };
    const out = run(withMarriage, ['claimOut']).G.outcome;
    // 21 card points and a marriage of 20: 41 points, but schneider.
    expect(out!.points['1']).toBe(41);
    expect(out).toMatchObject({ reason: 'out', winner: '0', gamePoints: 2 });
  });

  it('counts a marriage once the seat has a trick', () => {
    const spec = claim('AC 10C KC QC JC AS 10S', 'KD');
    expect(run(spec, ['claimOut']).G.outcome).toMatchObject({ reason: 'falseOut', winner: '1' });
    const withMarriage = {
      ...spec,
      G: { ...spec.G, marriages: [{ seat: '0', suit: 'diamonds' as const, points: 20 as const }] },
    };
    expect(run(withMarriage, ['claimOut']).G.outcome).toMatchObject({ reason: 'out', winner: '0' });
  });

  it('by the closer with fewer than 66 gives the opponent 3 if it had no trick at the close, else 2', () => {
    const spec = claim('AC 10C KC QC JC AS 10S KS QS JS JD QD', 'KD');
    const closedBy = (seat: string, opponentTrickCount: number): S => ({
      ...spec,
      G: { ...spec.G, closing: { seat, opponentTrickCount } },
    });
    const trickless = run(closedBy('0', 0), ['claimOut']).G;
    expect(trickless.outcome).toMatchObject({ reason: 'falseOut', winner: '1', gamePoints: 3, claimant: '0' });
    expect(trickless.rounds.at(-1)!.points).toEqual({ '0': 0, '1': 3 });
    expect(run(closedBy('0', 1), ['claimOut']).G.outcome).toMatchObject({ reason: 'falseOut', winner: '1', gamePoints: 2 });
    // The closer's opponent calling a false "Out!" gives the closer 2, as without a close.
    expect(run(closedBy('1', 0), ['claimOut']).G.outcome).toMatchObject({ reason: 'falseOut', winner: '1', gamePoints: 2 });
  });

  it("by the closer's opponent with 66 is the closer's failure", () => {
    const spec = claim('AC 10C KC QC JC AS 10S KS QS JS JD QD KH', 'KD');
    const closed = { ...spec, G: { ...spec.G, closing: { seat: '1', opponentTrickCount: 0 } } };
    expect(run(closed, ['claimOut']).G.outcome).toMatchObject({ reason: 'closerFailed', winner: '0', gamePoints: 3 });
  });
});

describe('playing out with the stock exhausted', () => {
  const lastTrick = (won0: string, won1: string): S =>
    position({
      hands: { '0': cards('9C'), '1': cards('9S') },
      stock: [],
      trumpSuit: 'hearts',
      leader: '0',
      extra: { wonCards: { '0': cards(won0), '1': cards(won1) }, trickCounts: { '0': 5, '1': 6 } },
    });
  const playLast = (state: S) => run(state, ['play', { card: card('9', 'clubs') }], ['play', { card: card('9', 'spades') }]);
  const clubs = '10C AC KC QC JC';
  const rest = 'KS QS JS AH 10H KH QH JH 9H 10D QD JD 9D AD';

  it('gives the last trick 10 and, with equal points, nobody scores', () => {
    // Seat 0: 30 + 21 + 4 = 55, +10 for the last trick; seat 1: 65.
    const end = playLast(lastTrick(`${clubs} AS 10S KD`, rest));
    expect(end.G.outcome).toMatchObject({ reason: 'tie', winner: null, gamePoints: 0, points: { '0': 65, '1': 65 } });
    expect(end.G.rounds[0]!.points).toEqual({ '0': 0, '1': 0 });
  });

  it('gives the higher total 1 game point', () => {
    const end = playLast(lastTrick(`${clubs} AS 10S KD QS`, rest.replace('QS ', '')));
    expect(end.G.outcome).toMatchObject({ reason: 'playedOut', winner: '0', gamePoints: 1 });
  });
});

describe('moves the server refuses, leaving the state as it was', () => {
  const state = () => run(position(afterFirstTrick), ['draw']);

  it.each([
    ['out of turn', { seat: '1', move: ['play', { card: card('A', 'spades') }] }],
    ["another seat's card", { seat: '0', move: ['play', { card: card('A', 'spades') }] }],
    ["a card in nobody's hand", { seat: '0', move: ['play', { card: card('J', 'clubs') }] }],
    ['a bare number', { seat: '0', move: ['play', card('A', 'clubs')] }],
    ['no argument', { seat: '0', move: ['play'] }],
    ['a card that is not a number', { seat: '0', move: ['play', { card: 'AC' }] }],
    ['a draw with a full hand', { seat: '0', move: ['draw'] }],
    ['closing by the other seat', { seat: '1', move: ['close'] }],
    ['next round during a round', { seat: '0', move: ['nextRound'] }],
    ['quitting during a round', { seat: '0', move: ['quit'] }],
  ] as const)('%s', (_name, move) => {
    const before = state();
    const snapshot = JSON.stringify(before.G);
    expect(() => run(before, move as never)).toThrow(/refused/);
    expect(JSON.stringify(before.G)).toBe(snapshot);
  });
});
