import { BID_VALUES } from './bidding';
import { declarerScore, matadors, scoreDeal, type PlayedDeal } from './scoring';
import { cards } from './testState';
import type { Contract } from './types';

const suitGame = (kind: Contract['kind'], patch: Partial<Contract> = {}): Contract => ({
  kind,
  announcement: 'none',
  hand: false,
  ...patch,
});
const deal = (patch: Partial<PlayedDeal>): PlayedDeal => ({
  declarer: '1',
  contract: suitGame('clubs'),
  bid: 18,
  declarerCards: cards('JC AC 10C 9C 8C 7C AS 10S AH 10H KD QD'),
  declarerPoints: 70,
  declarerTricks: 6,
  ...patch,
});

describe('skat bid values', () => {
  it('lists the legal values once each, lowest first', () => {
    expect(BID_VALUES.slice(0, 12)).toEqual([18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40, 44]);
    expect(new Set(BID_VALUES).size).toBe(BID_VALUES.length);
    expect(BID_VALUES).toContain(59);
    expect(BID_VALUES.at(-1)).toBe(264);
  });
});

describe('skat matadors', () => {
  it('counts with and without', () => {
    expect(matadors('clubs', cards('JC JS JH AD'))).toBe(3);
    expect(matadors('clubs', cards('JC JS JH JD AC 10C KC 7C'))).toBe(7);
    expect(matadors('hearts', cards('JD AH 7S'))).toBe(-3);
    expect(matadors('grand', cards('JS JH'))).toBe(-1);
  });

  it('counts a declarer without any trump as without all', () => {
    expect(matadors('diamonds', cards('AC 10C KC AS 10S KS AH 10H KH QH 9H 8H'))).toBe(-11);
    expect(matadors('grand', cards('AC 10C'))).toBe(-4);
  });
});

describe('skat game value', () => {
  it('values clubs with 1 at (1 + 1) x 12 = 24 for a bid of 18', () => {
    const outcome = scoreDeal(deal({ declarerCards: cards('JC JH AC 10C 9C 8C 7C AS 10S AH KD QD') }));
    expect(outcome).toEqual(
      expect.objectContaining({ won: true, value: 24, matadors: 1, levels: 1, overbid: false, required: 61 }),
    );
    expect(declarerScore(outcome)).toBe(24);
  });

  it('loses an overbid diamonds with 1 at 48: (5 + 1) x 9 = 54, -108', () => {
    const outcome = scoreDeal(
      deal({
        contract: suitGame('diamonds'),
        bid: 48,
        declarerCards: cards('JC AD 10D'),
        declarerPoints: 100,
        declarerTricks: 9,
      }),
    );
    expect(outcome).toEqual(expect.objectContaining({ won: false, overbid: true, value: 54, required: 0 }));
    expect(declarerScore(outcome)).toBe(-108);
  });

  it('wins a bid that needs Schneider only with Schneider', () => {
    const needing = deal({ contract: suitGame('diamonds'), bid: 27, declarerCards: cards('JC AD') });
    expect(scoreDeal({ ...needing, declarerPoints: 89 })).toEqual(
      expect.objectContaining({ won: false, value: 27, required: 90 }),
    );
    expect(scoreDeal({ ...needing, declarerPoints: 90 })).toEqual(expect.objectContaining({ won: true, value: 27 }));
  });

  it('counts Schwarz in tricks, not points', () => {
    const allTricks = scoreDeal(deal({ declarerPoints: 120, declarerTricks: 10, declarerCards: cards('JC') }));
    expect(allTricks.levels).toBe(3);
    const noTrick = scoreDeal(deal({ declarerPoints: 21, declarerTricks: 0, declarerCards: cards('JC') }));
    expect(noTrick).toEqual(expect.objectContaining({ won: false, levels: 3, value: 48 }));
  });

  it('adds a level per step in hand games (ISkO): unannounced Schwarz 4, Schwarz announced 6, ouvert 7', () => {
    const hand = (announcement: Contract['announcement'], points: number, tricks: number) =>
      scoreDeal(
        deal({
          contract: suitGame('clubs', { hand: true, announcement }),
          declarerPoints: points,
          declarerTricks: tricks,
          declarerCards: cards('JC'),
        }),
      );
    expect(hand('none', 70, 6).levels).toBe(2);
    expect(hand('none', 95, 8).levels).toBe(3);
    expect(hand('schneider', 95, 8).levels).toBe(4);
    expect(hand('none', 120, 10).levels).toBe(4);
    expect(hand('schneider', 120, 10).levels).toBe(5);
    expect(hand('schwarz', 120, 10)).toEqual(expect.objectContaining({ won: true, levels: 6 }));
    expect(hand('ouvert', 120, 10)).toEqual(expect.objectContaining({ won: true, levels: 7, value: 96 }));
  });

  it('loses an announcement not made, valued as announced', () => {
    const schneider = scoreDeal(
      deal({
        contract: suitGame('clubs', { hand: true, announcement: 'schneider' }),
        declarerPoints: 85,
        declarerTricks: 8,
        declarerCards: cards('JC'),
      }),
    );
    expect(schneider).toEqual(expect.objectContaining({ won: false, levels: 4, value: 60 }));
    const ouvert = scoreDeal(
      deal({
        contract: suitGame('grand', { hand: true, announcement: 'ouvert' }),
        declarerPoints: 110,
        declarerTricks: 9,
        declarerCards: cards('JC JS JH JD'),
      }),
    );
    expect(ouvert).toEqual(expect.objectContaining({ won: false, value: (4 + 7) * 24 }));
  });

  it('values null games 23, 35, 46, 59; lost with any trick', () => {
    const nullGame = (hand: boolean, announcement: Contract['announcement'], tricks: number) =>
      scoreDeal(deal({ contract: suitGame('null', { hand, announcement }), declarerTricks: tricks }));
    expect(nullGame(false, 'none', 0)).toEqual(expect.objectContaining({ won: true, value: 23 }));
    expect(nullGame(true, 'none', 0).value).toBe(35);
    expect(nullGame(false, 'ouvert', 0).value).toBe(46);
    expect(declarerScore(nullGame(true, 'ouvert', 1))).toBe(-118);
  });
});
