import { secretsSeenIn, type SecretMatcher } from './secretsSeen';

/** Finds itself when the received value has a `secretNumber` field equal to n (a stand-in for a real matcher). */
const numberAt = (n: number): SecretMatcher => ({
  label: `number ${n}`,
  seenIn: (received) => (received as { secretNumber?: number }).secretNumber === n,
});

describe('secretsSeenIn', () => {
  it('finds a plain secret by its JSON inside what was received', () => {
    const received = { G: { words: ['apple', 'pear'] } };
    expect(secretsSeenIn(received, ['pear', 'plum', { word: 'apple' }])).toEqual(['"pear"']);
  });

  it('asks a matcher and reports its label instead of its JSON', () => {
    expect(secretsSeenIn({ secretNumber: 5 }, [numberAt(5), numberAt(6)])).toEqual(['number 5']);
  });

  it('never takes a matcher for a plain value, even when its JSON would match', () => {
    const labelOnly = { label: 'x', seenIn: () => false };
    expect(secretsSeenIn({ label: 'x' }, [labelOnly])).toEqual([]);
  });

  it('mixes plain secrets and matchers', () => {
    expect(secretsSeenIn({ secretNumber: 7, note: 'hidden' }, ['hidden', numberAt(7)])).toEqual(['"hidden"', 'number 7']);
  });
});
