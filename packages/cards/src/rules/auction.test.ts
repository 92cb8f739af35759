import { higherDeclarations, nextLegalValues } from './auction';

describe('nextLegalValues', () => {
  const values = [18, 20, 22, 23, 24, 27];

  it('offers every value before any bid and only higher ones after', () => {
    expect(nextLegalValues(values, null)).toEqual(values);
    expect(nextLegalValues(values, 22)).toEqual([23, 24, 27]);
    expect(nextLegalValues(values, 27)).toEqual([]);
  });

  it('goes strictly above a highest value that is not in the list', () => {
    expect(nextLegalValues(values, 21)).toEqual([22, 23, 24, 27]);
  });
});

describe('higherDeclarations', () => {
  const order = ['rufspiel', 'bettel', 'wenz', 'solo'] as const;

  it('offers the declarations above the highest named so far', () => {
    expect(higherDeclarations(order, null)).toEqual([...order]);
    expect(higherDeclarations(order, 'bettel')).toEqual(['wenz', 'solo']);
    expect(higherDeclarations(order, 'solo')).toEqual([]);
  });

  it('refuses a highest declaration that is not in the order', () => {
    expect(() => higherDeclarations<string>(order, 'ramsch')).toThrow(/ramsch/);
  });
});
