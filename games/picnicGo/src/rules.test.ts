import { ASIDE_STAGE, PICK_STAGE, seatsThatMayAct } from '@tabula/game-kit';
import { DECK_SIZE, kindOf } from './cards';
import { enumerateMoves } from './enumerate';
import { CHIPS1, CHIPS3, CUPCAKE, EGGS, FORK, MAYO, PIZZA, SANDWICH1, SANDWICH2, SANDWICH3 } from './testCards';
import { table } from './testTable';

/** Runs a move expected to be refused, keeping boardgame.io's error out of the output; returns how many it refused. */
const quietly = (run: () => void): number => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
};

const [s1a, s1b] = SANDWICH1;
const [s3a] = SANDWICH3;
const [p1, p2, p3] = PIZZA;
const [e1, e2] = EGGS;

describe('secret picks', () => {
  it('sets a seat aside once it has picked, lets it change its pick, and reveals only when the last seat picks', () => {
    const { as, state, viewOf } = table({
      hands: [
        [s1a!, p1!],
        [e1!, p2!],
        [e2!, p3!],
      ],
    });
    const round = state().G.picks.round;
    as('0').pick!(round, { cards: [s1a!] });
    expect(state().ctx.activePlayers).toEqual({ '0': ASIDE_STAGE, '1': PICK_STAGE, '2': PICK_STAGE });
    expect(seatsThatMayAct(state().ctx)).toEqual(['1', '2']);
    as('0').pick!(round, { cards: [p1!] });
    as('1').pick!(round, { cards: [e1!] });
    // Before the reveal a seat sees its own pick and who has picked, never what.
    expect(viewOf('1').picks).toEqual({ round, mine: { cards: [e1] }, seats: ['0', '1', '2'], picked: ['0', '1'] });
    expect(JSON.stringify(viewOf('2'))).not.toContain(`"cards":[${p1}]`);
    expect(state().G.tableaus['0']!.playedCards).toEqual([]);
    as('2').pick!(round, { cards: [p3!] });
    const { G } = state();
    expect(G.tableaus['0']!.playedCards).toEqual([p1]);
    expect(G.lastReveal?.map((pick) => pick.cards)).toEqual([[p1], [e1], [p3]]);
  });

  it('passes every hand to the next seat after the reveal', () => {
    const { pickAll, state } = table({
      hands: [
        [s1a!, p1!],
        [e1!, p2!],
        [e2!, p3!],
      ],
    });
    pickAll([[s1a!], [e1!], [e2!]]);
    expect(state().G.hands).toEqual({ '0': [p3], '1': [p1], '2': [p2] });
  });

  it('refuses a card not in the hand, another seat\u2019s card, an index, extra keys, a card twice and a stale round', () => {
    const { as, state } = table({
      hands: [
        [s1a!, p1!],
        [e1!, p2!],
      ],
    });
    const round = state().G.picks.round;
    const refused = quietly(() => {
      as('0').pick!(round, { cards: [e1!] });
      as('0').pick!(round, { cards: [99] });
      as('0').pick!(round, { card: s1a });
      as('0').pick!(round, 0);
      as('0').pick!(round, { cards: [s1a!], extra: 1 });
      as('0').pick!(round, { cards: [s1a!, s1a!] });
      as('0').pick!(round, { cards: [] });
      as('0').pick!(round + 1, { cards: [s1a!] });
      as('0').ready!();
    });
    expect(refused).toBe(9);
    expect(state().G.picks.picks['0']).toBeNull();
  });

  it('lists exactly one pick per card of the hand, less the pick already made', () => {
    const { as, state } = table({
      hands: [
        [s1a!, p1!, e1!],
        [e2!, p2!, p3!],
      ],
    });
    const round = state().G.picks.round;
    expect(enumerateMoves(state().G, state().ctx, '0')).toHaveLength(3);
    as('0').pick!(round, { cards: [p1!] });
    expect(enumerateMoves(state().G, state().ctx, '0').map((m) => m.args[1])).toEqual([{ cards: [s1a] }, { cards: [e1] }]);
  });
});

describe('the fork', () => {
  it('takes two cards, and the fork goes back into the hand passed on', () => {
    const fork = FORK[0]!;
    const { as, pickAll, state } = table({
      hands: [
        [s1a!, MAYO[0]!, p1!],
        [e1!, e2!, p2!],
      ],
      played: [[fork], []],
    });
    expect(enumerateMoves(state().G, state().ctx, '0')).toHaveLength(3 + 3);
    pickAll([[s1a!, MAYO[0]!], [e1!]]);
    const { G } = state();
    // The mayo taken beside the sandwich goes under it: tripled.
    expect(G.tableaus['0']!.points).toBe(3);
    expect(G.tableaus['0']!.playedCards).toEqual([MAYO[0], s1a]);
    expect(G.hands['1']).toEqual([p1, fork]);
    expect(G.lastReveal![0]).toMatchObject({ seat: '0', usedFork: true });
    expect(G.log.some((line) => line.key === 'usedFork' && line.seat === '0')).toBe(true);
    // The seat took two, the other one: the hands stay the same size.
    expect(G.hands['0']).toHaveLength(2);
    expect(quietly(() => as('0').pick!(G.picks.round, { cards: [e2!, p2!] }))).toBe(1);
  });

  it('is refused with one card left, without a fork, and with the two cards out of id order', () => {
    const fork = FORK[0]!;
    const last = table({ hands: [[p1!], [p2!]], played: [[fork], []] });
    expect(enumerateMoves(last.state().G, last.state().ctx, '0')).toHaveLength(1);
    const noFork = table({
      hands: [
        [p1!, p2!],
        [e1!, e2!],
      ],
    });
    const reversed = table({
      hands: [
        [p1!, p2!],
        [e1!, e2!],
      ],
      played: [[fork], []],
    });
    expect(
      quietly(() => {
        noFork.as('0').pick!(1, { cards: [p1!, p2!] });
        reversed.as('0').pick!(1, { cards: [p2!, p1!] });
      }),
    ).toBe(2);
    reversed.as('0').pick!(1, { cards: [p1!, p2!] });
    expect(reversed.state().G.picks.picks['0']).toEqual({ cards: [p1, p2] });
  });
});

describe('records per seat', () => {
  it('keeps each seat\u2019s tableau its own', () => {
    const { pickAll, state } = table({
      hands: [
        [MAYO[0]!, s3a!],
        [s1b!, p2!],
        [p3!, e1!],
      ],
    });
    pickAll([[MAYO[0]!], [s1b!], [p3!]]);
    const { G } = state();
    expect(G.tableaus['0']!.mayosWaiting).toBe(1);
    expect(G.tableaus['1']!.mayosWaiting).toBe(0);
    expect(G.tableaus['1']!.points).toBe(1);
    expect(G.tableaus['2']!.points).toBe(1);
  });
});

describe('a round\u2019s end', () => {
  it('scores the chips when the hands are empty, waits for every seat to be ready, then deals a fresh deck less the cupcakes held', () => {
    const { as, pickAll, state } = table({
      hands: [[CHIPS3[0]!], [CHIPS1[0]!], [CUPCAKE[0]!]],
      played: [[], [], []],
      cupcakes: [1, 0, 0],
    });
    pickAll([[CHIPS3[0]!], [CHIPS1[0]!], [CUPCAKE[0]!]]);
    let { G, ctx } = state();
    expect(ctx.phase).toBe('roundEnd');
    expect(G.rounds).toEqual([{ round: 1, points: { '0': 6, '1': 3, '2': 0 } }]);
    expect(G.cupcakeCounts).toEqual({ '0': 1, '1': 0, '2': 1 });
    expect(enumerateMoves(G, ctx, '0')).toEqual([{ move: 'ready', args: [] }]);
    as('0').ready!();
    expect(quietly(() => as('0').ready!())).toBe(1);
    as('1').ready!();
    expect(state().ctx.phase).toBe('roundEnd');
    as('2').ready!();
    ({ G, ctx } = state());
    expect(ctx.phase).toBe('play');
    expect(G.roundNumber).toBe(2);
    expect(Object.values(G.hands).map((hand) => hand.length)).toEqual([9, 9, 9]);
    const dealt = [...Object.values(G.hands).flat(), ...G.undealtCards];
    // Two cupcakes are held: the round's deck has 106 cards and 8 cupcakes.
    expect(dealt).toHaveLength(DECK_SIZE - 2);
    expect(new Set(dealt).size).toBe(DECK_SIZE - 2);
    expect(dealt.filter((id) => kindOf(id) === 'cupcake')).toHaveLength(8);
    expect(Object.values(G.tableaus).every((tableau) => tableau.playedCards.length === 0)).toBe(true);
    expect(G.cupcakeCounts).toEqual({ '0': 1, '1': 0, '2': 1 });
  });

  it('after round 3 scores the cupcakes and ends the game once all press "End game"; a tie goes to more cupcakes', () => {
    const { as, pickAll, state } = table({
      hands: [[SANDWICH2[0]!], [SANDWICH1[0]!], [s1b!]],
      roundNumber: 3,
      cupcakes: [0, 2, 1],
    });
    // Earlier rounds: seat 0 leads by 6 before the cupcakes.
    pickAll([[SANDWICH2[0]!], [SANDWICH1[0]!], [s1b!]]);
    let { G } = state();
    expect(G.rounds.slice(-2)).toEqual([
      { round: 3, points: { '0': 2, '1': 1, '2': 1 } },
      { round: 3, contract: 'score.cupcakes', points: { '0': -6, '1': 6, '2': 0 } },
    ]);
    for (const seat of ['0', '1', '2']) as(seat).ready!();
    ({ G } = state());
    expect(G.finished).toBe(true);
    // Totals 2-6 = -4, 1+6 = 7, 1: seat 1 wins.
    expect(state().ctx.gameover).toMatchObject({ winner: '1', scores: { '0': -4, '1': 7, '2': 1 } });
  });

  it('breaks a tie on points by cupcakes, and shares the win only when both tie', () => {
    const tied = table({ hands: [[s1a!], [s1b!]], roundNumber: 3, cupcakes: [2, 1] });
    tied.pickAll([[s1a!], [s1b!]]);
    for (const seat of ['0', '1']) tied.as(seat).ready!();
    // Two players: 6 to seat 0 for the cupcakes, nothing taken from seat 1.
    expect(tied.state().ctx.gameover).toMatchObject({ winner: '0', scores: { '0': 7, '1': 1 } });
    const level = table({ hands: [[s1a!], [s1b!], [SANDWICH1[2]!]], roundNumber: 3, cupcakes: [1, 1, 1] });
    level.pickAll([[s1a!], [s1b!], [SANDWICH1[2]!]]);
    for (const seat of ['0', '1', '2']) level.as(seat).ready!();
    expect(level.state().ctx.gameover).toMatchObject({ draw: true });
  });
});

describe('conceding', () => {
  it('with three players: the seat is left out of the picks, its hand still goes round, and it is not waited for', () => {
    const { as, pickAll, state } = table({
      hands: [
        [p1!, e1!],
        [p2!, e2!],
        [p3!, s1a!],
      ],
    });
    as('2').resign!();
    expect(seatsThatMayAct(state().ctx)).toEqual(['0', '1']);
    pickAll([[p1!], [p2!]]);
    let { G } = state();
    // Seat 2 played out its first card; the hands moved on, one card each.
    expect(G.tableaus['2']!.playedCards).toEqual([s1a]);
    expect(Object.values(G.hands).map((hand) => hand.length)).toEqual([1, 1, 1]);
    const round = G.picks.round;
    as('0').pick!(round, { cards: [G.hands['0']![0]!] });
    as('1').pick!(round, { cards: [G.hands['1']![0]!] });
    ({ G } = state());
    expect(state().ctx.phase).toBe('roundEnd');
    as('0').ready!();
    as('1').ready!();
    expect(state().ctx.phase).toBe('play');
    expect(state().G.roundNumber).toBe(2);
  });

  it('with two players, the other wins', () => {
    const { as, state } = table({ hands: [[p1!], [p2!]] });
    as('1').resign!();
    expect(state().ctx.gameover).toMatchObject({ winner: '0', reason: 'resigned' });
  });
});
