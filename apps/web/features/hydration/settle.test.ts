/** @jest-environment jsdom */
import { expectPart, partSettled, whenPartsSettled } from './settle';

describe('late parts of a page', () => {
  it('resolves at once when no part is pending', async () => {
    await expect(whenPartsSettled()).resolves.toBeUndefined();
  });

  it('resolves once every expected part has mounted, not before', async () => {
    expectPart('settings:checkers');
    expectPart('settings:soup');
    let settled = false;
    const waiting = whenPartsSettled().then(() => {
      settled = true;
    });
    partSettled('settings:checkers');
    await Promise.resolve();
    expect(settled).toBe(false);
    partSettled('settings:soup');
    await waiting;
    expect(settled).toBe(true);
  });
});
