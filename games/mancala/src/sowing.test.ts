import { initialHoles, seedsOnSide, storeHole } from './holes';
import { legalPits, sow } from './sowing';
import { position } from './testPositions';

const total = (holes: number[]) => holes.reduce((a, b) => a + b, 0);

describe('mancala sowing', () => {
  it('starts with 4 seeds in each of the 12 pits and empty stores', () => {
    const holes = initialHoles();
    expect(holes).toEqual([4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0]);
    expect(total(holes)).toBe(48);
  });

  it('sows the opening pit 2 into the own store: an extra turn for the same seat', () => {
    const result = sow(initialHoles(), '0', 2);
    expect(result.holes).toEqual([4, 4, 0, 5, 5, 5, 1, 4, 4, 4, 4, 4, 4, 0]);
    expect(result.move.path).toEqual([3, 4, 5, 6]);
    expect(result.move.extraTurn).toBe(true);
    expect(result.toMove).toBe('0');
  });

  it('passes the turn when the last seed falls in an opponent pit, with no capture there', () => {
    const { holes } = position({ pits: { '0': [1, 0, 0, 0, 0, 3], '1': [0, 0, 4, 4, 4, 4] } });
    const result = sow(holes, '0', 5);
    // Store, then the opponent's pits 0 and 1: the last seed lands in an empty opponent pit.
    expect(result.move.path).toEqual([6, 7, 8]);
    expect(result.move.captured).toBe(0);
    expect(result.holes[8]).toBe(1);
    expect(result.toMove).toBe('1');
  });

  it('captures from an empty own pit together with the facing seeds', () => {
    // Seat 0's pit 0 holds 2: the last seed lands in its empty pit 2, facing seat 1's pit 3.
    const state = position({ pits: { '0': [2, 1, 0, 1, 1, 1], '1': [1, 1, 1, 7, 1, 1] } });
    const result = sow(state.holes, '0', 0);
    expect(result.move.captured).toBe(8);
    expect(result.move.capturedFrom).toBe(10);
    expect(result.holes[2]).toBe(0);
    expect(result.holes[10]).toBe(0);
    expect(result.holes[storeHole('0')]).toBe(8);
    expect(result.toMove).toBe('1');
  });

  it('does not capture when the facing pit is empty: the seed stays', () => {
    const state = position({ pits: { '0': [2, 1, 0, 1, 1, 1], '1': [1, 1, 1, 0, 1, 1] } });
    const result = sow(state.holes, '0', 0);
    expect(result.move.captured).toBe(0);
    expect(result.holes[2]).toBe(1);
    expect(result.holes[storeHole('0')]).toBe(0);
    expect(result.toMove).toBe('1');
  });

  it('does not capture when the last seed lands in an own pit that already had seeds', () => {
    const state = position({ pits: { '0': [2, 1, 3, 1, 1, 1], '1': [1, 1, 1, 7, 1, 1] } });
    const result = sow(state.holes, '0', 0);
    expect(result.move.captured).toBe(0);
    expect(result.holes[2]).toBe(4);
  });

  it('goes right round with 13 seeds, skips the opponent store and captures in the starting pit', () => {
    const state = position({ pits: { '0': [1, 1, 13, 1, 1, 1], '1': [2, 2, 2, 5, 2, 2] } });
    const result = sow(state.holes, '0', 2);
    expect(result.move.path).toHaveLength(13);
    expect(result.move.path).not.toContain(storeHole('1'));
    expect(result.move.path.at(-1)).toBe(2);
    // Back in pit 2 (1 seed), facing seat 1's pit 3 (5 + 1 sown = 6): 7 captured, plus 1 sown into the store.
    expect(result.move.captured).toBe(7);
    expect(result.holes[storeHole('0')]).toBe(8);
    expect(result.holes[storeHole('1')]).toBe(0);
    expect(total(result.holes)).toBe(total(state.holes));
  });

  it('skips seat 0 store when seat 1 sows right round', () => {
    const state = position({ pits: { '0': [1, 1, 1, 1, 1, 1], '1': [0, 0, 0, 0, 0, 20] }, toMove: '1' });
    const result = sow(state.holes, '1', 5);
    expect(result.move.path).toHaveLength(20);
    expect(result.move.path).not.toContain(storeHole('0'));
    expect(result.holes[storeHole('0')]).toBe(0);
    expect(total(result.holes)).toBe(total(state.holes));
  });

  it('gives seat 1 an extra turn in its own store (hole 13) and a capture on its side', () => {
    const extra = sow(initialHoles(), '1', 2);
    expect(extra.move.path).toEqual([10, 11, 12, 13]);
    expect(extra.toMove).toBe('1');
    const state = position({ pits: { '0': [1, 1, 1, 1, 6, 1], '1': [1, 0, 1, 1, 1, 1] }, toMove: '1' });
    // Seat 1's pit 0 holds 1: it lands in its empty pit 1 (hole 8), facing seat 0's pit 4 (hole 4).
    const capture = sow(state.holes, '1', 0);
    expect(capture.move.captured).toBe(7);
    expect(capture.holes[storeHole('1')]).toBe(7);
    expect(capture.holes[4]).toBe(0);
  });

  it('ends the game when the mover empties its own side, sweeping the other side into its store', () => {
    const state = position({ pits: { '0': [0, 0, 0, 0, 0, 2], '1': [3, 0, 0, 2, 0, 1] }, stores: { '0': 20, '1': 20 } });
    const result = sow(state.holes, '0', 5);
    expect(result.over).toBe(true);
    // One seed in seat 0's store, one in seat 1's pit 0; then seat 1's 7 pit seeds go to its store.
    expect(result.move.swept).toEqual({ '0': 0, '1': 7 });
    expect(result.holes[storeHole('0')]).toBe(21);
    expect(result.holes[storeHole('1')]).toBe(27);
    expect(seedsOnSide(result.holes, '0') + seedsOnSide(result.holes, '1')).toBe(0);
    // A last seed in the own store that ends the game earns no extra turn.
    const last = sow(position({ pits: { '0': [0, 0, 0, 0, 0, 1], '1': [1, 0, 0, 0, 0, 0] } }).holes, '0', 5);
    expect(last.over).toBe(true);
    expect(last.move.extraTurn).toBe(false);
  });

  it('ends the game when a capture empties the other side', () => {
    const state = position({ pits: { '0': [1, 0, 0, 0, 0, 3], '1': [0, 0, 0, 0, 5, 0] } });
    const result = sow(state.holes, '0', 0);
    expect(result.move.captured).toBe(6);
    expect(result.over).toBe(true);
    expect(result.move.swept).toEqual({ '0': 3, '1': 0 });
    expect(result.holes[storeHole('0')]).toBe(9);
  });

  it('lists the non-empty pits of a side as the legal ones', () => {
    const state = position({ pits: { '0': [0, 3, 0, 1, 0, 0], '1': [4, 0, 0, 0, 0, 9] } });
    expect(legalPits(state.holes, '0')).toEqual([1, 3]);
    expect(legalPits(state.holes, '1')).toEqual([0, 5]);
  });
});
