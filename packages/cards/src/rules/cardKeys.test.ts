import { isCardKey } from './cardKeys';

describe('isCardKey', () => {
  it('knows the card-bearing names and suffixes', () => {
    for (const key of [
      'hand',
      'hands',
      'card',
      'cards',
      'skat',
      'stock',
      'lastTrick',
      'trumpCard',
      'wonTricks',
      'originalHands',
      'originalDeal',
    ])
      expect(isCardKey(key)).toBe(true);
  });

  it('never takes a count, a seat, a score or a bare suffix for cards', () => {
    for (const key of ['handCounts', 'stockCount', 'trickPoints', 'dealer', 'turn', '_stateID', '0', 'Card', 'args', 'leader'])
      expect(isCardKey(key)).toBe(false);
  });
});
