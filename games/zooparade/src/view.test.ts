import { table } from './testTable';

const HANDS: [number, number][][] = [
  [
    [0, 1],
    [1, 2],
    [2, 3],
  ],
  [
    [3, 4],
    [4, 5],
    [0, 2],
  ],
];

describe('what each viewer receives', () => {
  it('gives a seat the ids and marks of its own cards but not the cards, and every other hand in full', () => {
    const t = table({ hands: HANDS, deck: [[1, 1]] });
    t.as('0').hint!('1', 'value', 5);
    t.as('1').hint!('0', 'colour', 0);
    const view = t.viewOf('0');
    expect(view.hands['0']![0]).toEqual({
      id: 0,
      clued: true,
      knowledge: expect.objectContaining({ colours: ['yes', 'no', 'no', 'no', 'no'] }),
    });
    expect(view.hands['0']!.every((card) => card.colour === undefined && card.value === undefined)).toBe(true);
    expect(view.hands['1']![1]).toMatchObject({ colour: 4, value: 5, clued: true });
    expect(view).not.toHaveProperty('deck');
    expect(view.deckSize).toBe(1);
  });

  it('shows a spectator no card in any hand before the end, and every hand to all after it', () => {
    const t = table({ hands: HANDS, deck: [], finalTurnsLeft: 1 });
    const before = t.viewOf(null);
    expect(
      Object.values(before.hands)
        .flat()
        .some((card) => card.colour !== undefined),
    ).toBe(false);
    t.as('0').play!(t.idAt('0', 0));
    expect(t.state().ctx.gameover).toBeDefined();
    for (const viewer of [null, '0', '1']) {
      const after = t.viewOf(viewer);
      expect(
        Object.values(after.hands)
          .flat()
          .every((card) => card.colour !== undefined),
      ).toBe(true);
    }
  });
});
