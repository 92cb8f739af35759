import type { PlayerID } from 'boardgame.io';
import { zeroSumPayments } from '@tabula/cards';
import { dealResult, dealRow } from './scoring';
import { trickWinner } from './play';
import { card, dealState } from './testState';
import type { Announcement, ContractKind, ZwanzigerrufenState } from './types';

const HANDS = [
  'Skus T21 T20 T19 T18 K-hearts Q-hearts C-hearts J-hearts low-hearts',
  'T17 T16 T15 T14 T13 K-diamonds Q-diamonds C-diamonds J-diamonds low-diamonds',
  'T12 T11 T10 T9 T8 K-clubs Q-clubs C-clubs J-clubs low-clubs',
  'T7 T6 T5 T4 T1 K-spades Q-spades C-spades J-spades low-spades',
];

/** A played deal: ten tricks, each "seat:card" in play order, winners by the rules. */
function played(kind: ContractKind, taker: PlayerID, tricks: string[], announcements: Announcement[] = []): ZwanzigerrufenState {
  const G = dealState({ hands: HANDS, contract: { kind, taker, calledRank: kind === 'normal' ? '20' : undefined } });
  G.announcements.push(...announcements);
  for (const line of tricks) {
    const cards = line.split(' ').map((entry) => {
      const [seat, name] = entry.split(':') as [string, string];
      return { seat, card: card(name) };
    });
    const trick = { leader: cards[0]!.seat, cards };
    G.tricks.push({ ...trick, winner: trickWinner(G, trick) });
  }
  G.hands = { 0: [], 1: [], 2: [], 3: [] };
  return G;
}

// Seat 0 holds the top tarocks and takes every trick it leads with one.
const ALL_TO_SEAT_0 = [
  '0:Skus 1:T17 2:T12 3:T7',
  '0:T21 1:T16 2:T11 3:T6',
  '0:T20 1:T15 2:T10 3:T5',
  '0:T19 1:T14 2:T9 3:T4',
  '0:T18 1:T13 2:T8 3:T1',
  '0:K-hearts 1:K-diamonds 2:K-clubs 3:K-spades',
  '0:Q-hearts 1:Q-diamonds 2:Q-clubs 3:Q-spades',
  '0:C-hearts 1:C-diamonds 2:C-clubs 3:C-spades',
  '0:J-hearts 1:J-diamonds 2:J-clubs 3:J-spades',
  '0:low-hearts 1:low-diamonds 2:low-clubs 3:low-spades',
];

const announced = (item: Announcement['item'], side: Announcement['side'], level: number): Announcement => ({
  item,
  side,
  level,
  by: '0',
  raisedBy: [],
});

describe('scoring a deal', () => {
  it('scores a silent Valat as basic + 6, replacing Absolut, kings and Pagat', () => {
    const result = dealResult(played('normal', '1', ALL_TO_SEAT_0));
    expect(result.takers).toEqual(['1', '0']);
    expect(result.takerPoints).toBe(88);
    expect(result).toMatchObject({ basic: 1, valat: 6, absolut: 0, kings: 0, trull: 0, pagat: 0, mond: 0, value: 7 });
  });

  it('scores a Solo against all four: the opponents took every trick, Valat against the taker', () => {
    const result = dealResult(played('solo', '1', ALL_TO_SEAT_0));
    expect(result).toMatchObject({ basic: -5, valat: -6, value: -11 });
  });

  it('pays a won Solo of 5 as 15 to the taker and 5 from each opponent', () => {
    expect(zeroSumPayments(['0', '1', '2', '3'], ['1'], 5)).toEqual({ 0: -5, 1: 15, 2: -5, 3: -5 });
  });

  // Seat 3 (an opponent of taker 1 and partner 0) keeps its Pagat to the end but loses it there.
  const PAGAT_LOST = [
    '0:Skus 1:T17 2:T12 3:T7',
    '0:T21 1:T16 2:T11 3:T6',
    '0:T20 1:T15 2:T10 3:T5',
    '0:T19 1:T14 2:T9 3:T4',
    '0:K-hearts 1:K-diamonds 2:K-clubs 3:K-spades',
    '0:Q-hearts 1:Q-diamonds 2:Q-clubs 3:Q-spades',
    '3:C-spades 0:C-hearts 1:C-diamonds 2:C-clubs',
    '3:J-spades 0:J-hearts 1:J-diamonds 2:J-clubs',
    '3:low-spades 0:low-hearts 1:low-diamonds 2:low-clubs',
    '3:T1 0:T18 1:T13 2:T8',
  ];

  it('scores a Pagat ultimo announced, raised to Contra and lost as -4 for its side', () => {
    const result = dealResult(played('normal', '1', PAGAT_LOST, [announced('pagat', 'opponents', 2)]));
    // Signed for the takers: the opponents' lost Pagat at level 2 gains them 4.
    expect(result.pagat).toBe(4);
    const takersLost = dealResult(played('normal', '1', PAGAT_LOST, [announced('pagat', 'takers', 2)]));
    expect(takersLost.pagat).toBe(-4);
  });

  it('counts the basic value times the level of Contra on the game, for the side that reached its need', () => {
    const raised = played('normal', '1', PAGAT_LOST);
    raised.announcements[0]!.level = 4;
    const result = dealResult(raised);
    expect(result.takerPoints).toBeGreaterThanOrEqual(45);
    expect(result.basic).toBe(4);
    const lost = played('normal', '3', PAGAT_LOST);
    lost.announcements[0]!.level = 2;
    // Taker 3 calls the XX, which seat 0 holds: the pair takes most points, and the Contra costs the opponents double.
    expect(dealResult(lost).basic).toBe(2);
    const againstTaker = played('solo', '3', PAGAT_LOST);
    againstTaker.announcements[0]!.level = 2;
    expect(dealResult(againstTaker).basic).toBe(-10);
  });

  it('needs 56 with an announced Absolut, scoring it 2 x level, and the four kings of one hand silently', () => {
    const G = played('normal', '1', PAGAT_LOST, [announced('absolut', 'takers', 1)]);
    const result = dealResult(G);
    expect(result.takerNeeded).toBe(56);
    expect(result.opponentsNeeded).toBe(33);
    expect(result.absolut).toBe(result.takerPoints >= 56 ? 2 : -2);
    // No hand held all four kings; seat 0 held the Trull (Sküs, XXI and I? no: I is seat 3's).
    expect(result.kings).toBe(0);
    expect(result.trull).toBe(0);
  });

  it('scores Mond against the side whose XXI the Sküs catches', () => {
    const tricks = ['0:Skus 1:T21 2:T12 3:T7', '0:T17 1:T16 2:T11 3:T6', ...PAGAT_LOST.slice(2, 9), '3:T1 0:T13 1:T18 2:T8'];
    const result = dealResult(played('solo', '1', tricks));
    expect(result.valat).toBe(0);
    expect(result.mond).toBe(-1);
    expect(result.pagat).toBe(0);
    // Announced by the taker (it would catch the opponents' XXI), and failed: 2 x level against it.
    expect(dealResult(played('solo', '1', tricks, [announced('mond', 'takers', 2)])).mond).toBe(-4);
    expect(dealResult(played('solo', '1', tricks, [announced('mond', 'opponents', 1)])).mond).toBe(-2);
  });

  it('scores an announced Valat at 12 x level, won or lost, with the basic value on the same side', () => {
    // Seat 0 (the partner) takes every trick: the takers' Valat at Contra is won.
    const won = dealResult(played('normal', '1', ALL_TO_SEAT_0, [announced('valat', 'takers', 2)]));
    expect(won).toMatchObject({ basic: 1, valat: 24, value: 25 });
    // The opponents announced Valat and the takers took every trick: lost by the opponents.
    const failed = dealResult(played('normal', '1', ALL_TO_SEAT_0, [announced('valat', 'opponents', 1)]));
    expect(failed).toMatchObject({ basic: 1, valat: 12, value: 13 });
    // In a Solo by seat 1 the opponents (seat 0) take every trick: their announced Valat is won.
    const opponents = dealResult(played('solo', '1', ALL_TO_SEAT_0, [announced('valat', 'opponents', 1)]));
    expect(opponents).toMatchObject({ basic: -5, valat: -12, value: -17 });
    // A Valat announced by the takers that fails: against them, basic value included.
    const takersFailed = dealResult(played('normal', '1', PAGAT_LOST, [announced('valat', 'takers', 1)]));
    expect(takersFailed).toMatchObject({ basic: -1, valat: -12, value: -13 });
  });

  it('pays a lone taker three times the value: a won Solo with a silent Absolut is worth 6, +18 and -6 each', () => {
    const G = played('solo', '0', PAGAT_LOST);
    const result = dealResult(G);
    expect(result).toMatchObject({ takerPoints: 68, basic: 5, absolut: 1, kings: 0, trull: 0, pagat: 0, mond: 0, value: 6 });
    const row = dealRow(G, result);
    expect(row.points).toEqual({ 0: 18, 1: -6, 2: -6, 3: -6 });
    expect(row.breakdown).toEqual({ 'score.points': '68 (45)', 'score.basic': 5, 'score.absolut': 1, 'score.value': 6 });
  });
});
