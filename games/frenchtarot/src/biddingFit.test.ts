import { callMisfit } from './biddingFit';
import { handWorth } from './handValue';
import { cards } from './testState';

const strong = cards('T21 EX T1 T20 T18 T17 T15 T12 T9 T7 T5 Kh Qh Ks 2s 3s 4d 5d');
const weak = cards('T2 T3 T4 1h 2h 3h 4h 5h 6s 7s 8s 9s 1d 2d 3d 4d 5c 6c');

describe('reading a call against the hand it was made with', () => {
  it('finds a pass with a strong hand far off, and with a weak hand a fit', () => {
    const bids = [{ seat: '1', call: 'pass' as const }];
    expect(callMisfit(bids, '1', weak)).toBe(0);
    expect(callMisfit(bids, '1', strong)).toBeCloseTo(handWorth(strong) - 40);
  });

  it('reads a pass after a garde as "not worth a garde sans", and a contract as worth it but not the next one', () => {
    const bids = [
      { seat: '1', call: 'garde' as const },
      { seat: '2', call: 'pass' as const },
    ];
    expect(callMisfit(bids, '2', weak)).toBe(0);
    expect(callMisfit(bids, '1', weak)).toBeCloseTo(56 - handWorth(weak));
    expect(callMisfit([{ seat: '1', call: 'petite' }], '1', strong)).toBeCloseTo(handWorth(strong) - 56);
    expect(callMisfit([{ seat: '1', call: 'gardeContre' }], '1', strong)).toBe(Math.max(0, 81 - handWorth(strong)));
  });

  it('reads nothing from a seat that has not spoken', () => {
    expect(callMisfit([], '3', strong)).toBe(0);
  });
});
