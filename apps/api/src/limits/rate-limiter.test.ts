import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000_000;
  });

  /** Calls for `key` until one is refused; returns how many went through. */
  function burst(limiter: RateLimiter, key: string): number {
    let allowed = 0;
    while (limiter.waitMs(key) === 0 && allowed < 1000) {
      limiter.take(key);
      allowed += 1;
    }
    return allowed;
  }

  it('allows a burst of `capacity` calls per key, then one per window / capacity', () => {
    const limiter = new RateLimiter(20, 600_000, clock);
    expect(burst(limiter, 'a')).toBe(20);
    expect(limiter.waitMs('a')).toBe(30_000);
    expect(burst(limiter, 'b')).toBe(20);
    now += 29_999;
    expect(limiter.waitMs('a')).toBe(1);
    now += 1;
    expect(burst(limiter, 'a')).toBe(1);
    now += 600_000;
    expect(burst(limiter, 'a')).toBe(20);
  });

  it('forgets the least recently used keys beyond its size, and full buckets once a window has passed', () => {
    const limiter = new RateLimiter(2, 1000, clock, 3);
    for (const key of ['a', 'b', 'c', 'd']) limiter.take(key);
    expect(limiter.size).toBe(3);
    expect(burst(limiter, 'a')).toBe(2);
    now += 1001;
    limiter.take('e');
    expect(limiter.size).toBe(1);
  });
});
