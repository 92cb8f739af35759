import type { PlayerID } from 'boardgame.io';
import { SMALL_TABLE_ALIVE } from './table';
import type { SecretDraculaState } from './types';

type Seating = Pick<SecretDraculaState, 'seats' | 'dead'>;

export const livingSeats = (G: Seating): PlayerID[] => G.seats.filter((seat) => !G.dead.includes(seat));

export const isLiving = (G: Seating, seat: unknown): seat is PlayerID =>
  typeof seat === 'string' && G.seats.includes(seat) && !G.dead.includes(seat);

/** The next living seat clockwise after `seat`. */
export function nextLivingAfter(G: Seating, seat: PlayerID): PlayerID {
  const start = G.seats.indexOf(seat);
  for (let step = 1; step <= G.seats.length; step += 1) {
    const next = G.seats[(start + step) % G.seats.length]!;
    if (!G.dead.includes(next)) return next;
  }
  return seat;
}

/**
 * The seats the Mayor candidate may nominate Priest: living, not the candidate, not the last
 * elected Priest, and not the last elected Mayor unless at most five seats are alive.
 */
export function eligiblePriests(G: Seating & Pick<SecretDraculaState, 'mayor' | 'termLimited'>): PlayerID[] {
  const alive = livingSeats(G);
  const limits = G.termLimited;
  return alive.filter(
    (seat) => seat !== G.mayor && seat !== limits?.priest && (seat !== limits?.mayor || alive.length <= SMALL_TABLE_ALIVE),
  );
}

/** The seats a Mayor's power may target: every other living seat (investigation: not one investigated before). */
export function powerTargets(
  G: Seating & Pick<SecretDraculaState, 'mayor' | 'step'> & { investigations: ReadonlyArray<{ target: PlayerID }> },
): PlayerID[] {
  const others = livingSeats(G).filter((seat) => seat !== G.mayor);
  if (G.step !== 'investigate') return others;
  return others.filter((seat) => !G.investigations.some((done) => done.target === seat));
}
