// Limits on sign-ups (per client address) and renames (per user and per address). Every call
// counts, aliased fields in one request included: each runs its resolver, which asks here first.
import { RATE_WINDOW_MS, type Limits } from '../env';
import { refusal } from '../errors';
import { RateLimiter } from './rate-limiter';

function inWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? 'a second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}

function rateLimited(what: string, waitMs: number) {
  return refusal('RATE_LIMITED', `${what}; wait ${inWords(waitMs)} and try again.`, {
    retryAfterSeconds: Math.ceil(waitMs / 1000),
  });
}

export class RateLimits {
  private readonly newUsers: RateLimiter;
  private readonly renamesByUser: RateLimiter;
  private readonly renamesByAddress: RateLimiter;

  constructor(limits: Limits, now: () => Date) {
    const clock = () => now().getTime();
    this.newUsers = new RateLimiter(limits.newUsersPerAddress, RATE_WINDOW_MS, clock);
    this.renamesByUser = new RateLimiter(limits.renamesPerUser, RATE_WINDOW_MS, clock);
    this.renamesByAddress = new RateLimiter(limits.renamesPerUser, RATE_WINDOW_MS, clock);
  }

  /** Counts a sign-up from `address`, or refuses it with RATE_LIMITED. */
  newUser(address: string): void {
    const wait = this.newUsers.waitMs(address);
    if (wait > 0) throw rateLimited('Too many new players from your address', wait);
    this.newUsers.take(address);
  }

  /** Counts a rename by `userId` from `address`, or refuses it with RATE_LIMITED. */
  updateUser(userId: number, address: string): void {
    const user = String(userId);
    const forUser = this.renamesByUser.waitMs(user);
    if (forUser > 0) throw rateLimited('You changed your nickname too often', forUser);
    const forAddress = this.renamesByAddress.waitMs(address);
    if (forAddress > 0) throw rateLimited('Too many nickname changes from your address', forAddress);
    this.renamesByUser.take(user);
    this.renamesByAddress.take(address);
  }
}
