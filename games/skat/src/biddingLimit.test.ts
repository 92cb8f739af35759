import { auctionCall } from './ai';
import { newAuction } from './bidding';
import { biddingLimit, matadors } from './biddingLimit';
import { trumpIds } from './cards';
import { cards, dealtState, HANDS, SKAT } from './testState';
import type { SkatView } from './types';

describe('the computer bidding limit', () => {
  it('counts matadors with and without', () => {
    expect(matadors(cards('JC JS JH 7H'), trumpIds('hearts'))).toBe(3);
    expect(matadors(cards('JH JD AH 10H'), trumpIds('hearts'))).toBe(2);
    expect(matadors(cards('JC JS JH JD AC 10C KC QC 9C 8C 7C'), trumpIds('clubs'))).toBe(11);
  });

  it('bids a clubs game with every jack and the clubs as far as its value', () => {
    // With 10 matadors (the 7 of clubs is missing): (10 + 1) x 12, or a grand with 4 and one ace.
    expect(biddingLimit(cards(HANDS['1']))).toBe(Math.max(11 * 12, 5 * 24));
  });

  it('bids a suit game with five trumps and two side aces, not with five trumps alone', () => {
    // Hearts: J of spades, J of hearts, A, 10, K of hearts; without 1 (the club jack), game 2 x 10.
    expect(biddingLimit(cards('JS JH AH 10H KH AC AD 7S 8S 9D'))).toBe(20);
    expect(biddingLimit(cards('JS JH AH 10H KH 7C 8D 7S 8S 9D'))).toBe(0);
  });

  it('passes with a weak hand', () => {
    expect(biddingLimit(cards(HANDS['0']))).toBe(0);
    expect(biddingLimit(cards('7C 8C 9S 10S 7H 8H QD KD 9C 7D'))).toBe(0);
  });

  it('bids a grand with three jacks and two aces', () => {
    // Grand with 2 matadors (club and spade jacks): 3 x 24.
    expect(biddingLimit(cards('JC JS JD AC AS 7H 8H 9D 7D 8S'))).toBeGreaterThanOrEqual(72);
  });
});

describe('the computer in the auction', () => {
  const view = (hands: Record<string, string>, patch: Partial<SkatView> = {}): SkatView =>
    ({ ...dealtState(hands, SKAT), handCounts: { '0': 10, '1': 10, '2': 10 }, ...patch }) as SkatView;

  it('bids the next value within its limit and passes beyond it', () => {
    // Middlehand (seat 2) bids first to forehand (seat 1).
    const auction = newAuction('0');
    expect(auctionCall(view({ '2': 'JS JH AH 10H KH AC AD 7S 8S 9D' }, { auction }), '2')).toEqual({ move: 'bid', args: [18] });
    expect(auctionCall(view({ '2': 'JS JH AH 10H KH AC AD 7S 8S 9D' }, { auction: { ...auction, highest: 20 } }), '2')).toEqual({
      move: 'pass',
      args: [],
    });
    expect(auctionCall(view({ '2': HANDS['0'] }, { auction }), '2')).toEqual({ move: 'pass', args: [] });
  });

  it('holds a value within its limit and passes above it', () => {
    const asked = (highest: number) => ({ ...newAuction('0'), awaiting: 'holder' as const, highest });
    expect(auctionCall(view({ '1': HANDS['1'] }, { auction: asked(48) }), '1')).toEqual({ move: 'hold', args: [] });
    expect(auctionCall(view({ '1': 'JS JH AH 10H KH AC AD 7S 8S 9D' }, { auction: asked(22) }), '1')).toEqual({
      move: 'pass',
      args: [],
    });
  });
});
