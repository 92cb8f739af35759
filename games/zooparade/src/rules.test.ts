import { table } from './testTable';

// Five cards each at two seats: seat 0 holds [flamingo 1, lion 3, frog 5, whale 2, bear 4].
const HAND_0: [number, number][] = [
  [0, 1],
  [1, 3],
  [2, 5],
  [3, 2],
  [4, 4],
];
const HAND_1: [number, number][] = [
  [0, 2],
  [0, 3],
  [1, 1],
  [1, 1],
  [4, 5],
];
const DECK: [number, number][] = [
  [2, 1],
  [3, 1],
  [4, 1],
];

describe('playing a card', () => {
  it('puts a 1 on an empty pile, draws into the same slot and passes the turn', () => {
    const { as, state, idAt } = table({ hands: [HAND_0, HAND_1], deck: DECK });
    const played = idAt('0', 0);
    as('0').play!(played);
    const { G, ctx } = state();
    expect(G.piles).toEqual([1, 0, 0, 0, 0]);
    expect(G.lives).toBe(3);
    expect(G.hands['0']![0]).toMatchObject({ colour: 2, value: 1, clued: false });
    expect(G.hands['0']!.map((card) => card.id)).not.toContain(played);
    expect(G.deck).toHaveLength(2);
    expect(ctx.currentPlayer).toBe('1');
  });

  it('sends a 3 on a pile topped by 1 to the trash and costs a life', () => {
    const { as, state, idAt } = table({ hands: [HAND_0, HAND_1], deck: DECK, piles: [0, 1, 0, 0, 0] });
    as('0').play!(idAt('0', 1));
    const { G } = state();
    expect(G.piles).toEqual([0, 1, 0, 0, 0]);
    expect(G.lives).toBe(2);
    expect(G.trash).toEqual([expect.objectContaining({ colour: 1, value: 3 })]);
    expect(G.lastAction).toMatchObject({ kind: 'play', success: false });
  });

  it('gives a treat back for a completed pile, never above 8', () => {
    const atSeven = table({ hands: [HAND_0, HAND_1], deck: DECK, piles: [0, 0, 4, 0, 0], treats: 7 });
    atSeven.as('0').play!(atSeven.idAt('0', 2));
    expect(atSeven.state().G.treats).toBe(8);
    const atEight = table({ hands: [HAND_0, HAND_1], deck: DECK, piles: [0, 0, 4, 0, 0], treats: 8 });
    atEight.as('0').play!(atEight.idAt('0', 2));
    expect(atEight.state().G.piles[2]).toBe(5);
    expect(atEight.state().G.treats).toBe(8);
  });

  it('ends the game, lost, with the third mistake', () => {
    const { as, state, idAt } = table({ hands: [HAND_0, HAND_1], deck: DECK, lives: 1 });
    as('0').play!(idAt('0', 1));
    expect(state().ctx.gameover).toEqual({ winners: [], reason: 'outOfLives', scores: { 0: 0, 1: 0 } });
  });

  it('ends the game, won by every seat, at 25', () => {
    const { as, state, idAt } = table({ hands: [HAND_0, HAND_1], deck: DECK, piles: [5, 5, 4, 5, 5] });
    as('0').play!(idAt('0', 2));
    expect(state().ctx.gameover).toEqual({ winners: ['0', '1'], reason: 'perfect', scores: { 0: 25, 1: 25 } });
  });
});

describe('refused moves change nothing and keep the turn', () => {
  // boardgame.io reports each refused move on the console.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  const refusals: Array<[string, (t: ReturnType<typeof table>) => void]> = [
    ['another seat\u2019s card', (t) => t.as('0').play!(t.idAt('1', 0))],
    ['an unknown card id', (t) => t.as('0').play!(999)],
    ['a slot number for a card id', (t) => t.as('0').discard!(5)],
    ['a card id that is not a whole number', (t) => t.as('0').play!('0' as unknown as number)],
    ['a move out of turn', (t) => t.as('1').play!(t.idAt('1', 0))],
    ['a hint to oneself', (t) => t.as('0').hint!('0', 'value', 1)],
    ['a hint to no seat', (t) => t.as('0').hint!('7', 'value', 1)],
    ['a colour outside 0-4', (t) => t.as('0').hint!('1', 'colour', 5)],
    ['a value outside 1-5', (t) => t.as('0').hint!('1', 'value', 0)],
    ['a value 6', (t) => t.as('0').hint!('1', 'value', 6)],
    ['an unknown hint kind', (t) => t.as('0').hint!('1', 'animal' as 'colour', 1)],
    ['a hint that points at no card', (t) => t.as('0').hint!('1', 'colour', 2)],
  ];
  it.each(refusals)('refuses %s', (_name, send) => {
    const t = table({ hands: [HAND_0, HAND_1], deck: DECK, treats: 7 });
    const before = t.state();
    send(t);
    expect(t.state().G).toEqual(before.G);
    expect(t.state().ctx.currentPlayer).toBe('0');
    expect(t.state().ctx.turn).toBe(before.ctx.turn);
  });

  it('refuses a hint with no treats left', () => {
    const t = table({ hands: [HAND_0, HAND_1], deck: DECK, treats: 0 });
    t.as('0').hint!('1', 'value', 1);
    expect(t.state().G.treats).toBe(0);
    expect(t.state().ctx.currentPlayer).toBe('0');
  });

  it('refuses a discard with all 8 treats (published rule)', () => {
    const t = table({ hands: [HAND_0, HAND_1], deck: DECK, treats: 8 });
    t.as('0').discard!(t.idAt('0', 0));
    expect(t.state().G.hands['0']).toHaveLength(5);
    expect(t.state().ctx.currentPlayer).toBe('0');
  });

  it('refuses a card already played, once its slot is gone with the deck empty', () => {
    const t = table({ hands: [HAND_0, HAND_1], deck: [], treats: 5 });
    const played = t.idAt('0', 0);
    t.as('0').play!(played);
    expect(t.state().G.hands['0']).toHaveLength(4);
    t.as('1').discard!(t.idAt('1', 0));
    t.as('0').play!(played);
    t.as('0').discard!(played);
    expect(t.state().G.hands['0']).toHaveLength(4);
    expect(t.state().ctx.currentPlayer).toBe('0');
  });
});

describe('discarding', () => {
  it('trashes the card, gives a treat and draws', () => {
    const t = table({ hands: [HAND_0, HAND_1], deck: DECK, treats: 3 });
    t.as('0').discard!(t.idAt('0', 4));
    const { G } = t.state();
    expect(G.treats).toBe(4);
    expect(G.trash).toEqual([expect.objectContaining({ colour: 4, value: 4 })]);
    expect(G.hands['0']![4]).toMatchObject({ colour: 2, value: 1 });
  });
});

describe('hints', () => {
  it('marks every card of the receiver yes or no and costs a treat', () => {
    const t = table({ hands: [HAND_0, HAND_1], deck: DECK });
    t.as('0').hint!('1', 'value', 1);
    const hand = t.state().G.hands['1']!;
    expect(hand.map((card) => card.clued)).toEqual([false, false, true, true, false]);
    expect(hand[2]!.knowledge.values).toEqual(['yes', 'no', 'no', 'no', 'no']);
    expect(hand[0]!.knowledge.values).toEqual(['no', 'unknown', 'unknown', 'unknown', 'unknown']);
    expect(t.state().G.treats).toBe(7);
    expect(t.state().ctx.currentPlayer).toBe('1');
  });

  it('marks the last colour left yes by elimination, without counting the card as pointed at', () => {
    const t = table({ hands: [HAND_0, HAND_1], deck: DECK, settings: { emptyHints: 'allowed' } });
    // Seat 1's flamingos are told "not lion", "not frog", "not whale", "not bear": flamingo is all that is left.
    for (const colour of [1, 2, 3, 4]) {
      t.as('0').hint!('1', 'colour', colour);
      t.as('1').hint!('0', 'value', 1);
    }
    const flamingo2 = t.state().G.hands['1']![0]!;
    expect(flamingo2.knowledge.colours).toEqual(['yes', 'no', 'no', 'no', 'no']);
    expect(flamingo2.clued).toBe(false);
    expect(t.state().G.hands['1']![4]!.clued).toBe(true);
  });

  it('accepts a hint that points at no card when the room allows it', () => {
    const t = table({ hands: [HAND_0, HAND_1], deck: DECK, settings: { emptyHints: 'allowed' } });
    t.as('0').hint!('1', 'colour', 2);
    const { G } = t.state();
    expect(G.treats).toBe(7);
    expect(G.hands['1']!.every((card) => card.knowledge.colours[2] === 'no' && !card.clued)).toBe(true);
  });
});

describe('the end', () => {
  it('ends exactly one round after the last card is drawn, hints counting as turns', () => {
    const t = table({ hands: [HAND_0, HAND_1], deck: [[2, 1]], treats: 5 });
    t.as('0').discard!(t.idAt('0', 4)); // draws the last card: seat 1, then seat 0, play one more turn each
    expect(t.state().G.finalTurnsLeft).toBe(2);
    t.as('1').hint!('0', 'value', 1);
    expect(t.state().ctx.gameover).toBeUndefined();
    t.as('0').hint!('1', 'value', 1);
    expect(t.state().ctx.gameover).toEqual({ draw: true, reason: 'finalRound', scores: { 0: 0, 1: 0 } });
  });

  it('reports the final score to everyone', () => {
    const t = table({ hands: [HAND_0, HAND_1], deck: [], piles: [2, 2, 0, 0, 0], finalTurnsLeft: 1 });
    t.as('0').play!(t.idAt('0', 0));
    expect(t.state().ctx.gameover).toEqual({ draw: true, reason: 'finalRound', scores: { 0: 4, 1: 4 } });
  });
});
