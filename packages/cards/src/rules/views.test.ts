import { handsView, sortHand } from './views';

describe('handsView', () => {
  const hands = { '0': [3, 1], '1': [7, 8, 9], '2': [] };

  it("shows a seat its own hand and every seat's count", () => {
    expect(handsView(hands, '1')).toEqual({ hands: { '1': [7, 8, 9] }, handCounts: { '0': 2, '1': 3, '2': 0 } });
  });

  it('shows a spectator no hand but the open ones', () => {
    expect(handsView(hands, null).hands).toEqual({});
    expect(handsView(hands, undefined, ['0']).hands).toEqual({ '0': [3, 1] });
  });

  it('shows an open (ouvert) hand to the other seats too', () => {
    expect(handsView(hands, '2', ['0']).hands).toEqual({ '0': [3, 1], '2': [] });
  });

  it('hands out copies, so changing the view cannot change the state', () => {
    const view = handsView(hands, '0');
    view.hands['0']!.push(99);
    expect(hands['0']).toEqual([3, 1]);
  });
});

describe('sortHand', () => {
  it('orders by the key, keeping equal keys in their order, without changing the hand', () => {
    const hand = [5, 2, 9, 4];
    expect(sortHand(hand, (card) => card % 2)).toEqual([2, 4, 5, 9]);
    expect(hand).toEqual([5, 2, 9, 4]);
  });
});
