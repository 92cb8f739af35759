// Each seat's time on the table clock, as the match's state carries it (TableClockData).
import type { PlayerID } from 'boardgame.io';
import type { TableClockData } from '@tabula/game-kit';

/** A seat's time: running down to a deadline (server time), or standing (a per-match bank between turns). */
export type SeatClockReading = { running: true; deadline: number } | { running: false; msLeft: number };

/**
 * The seats' times to show: per move, the running seats only; per match, every seat (the running
 * ones counting down, the others their bank). None without a clock.
 */
export function seatClockReadings(clock: TableClockData | undefined, seats: PlayerID[]): Record<PlayerID, SeatClockReading> {
  const readings: Record<PlayerID, SeatClockReading> = {};
  if (!clock || clock.rules.clock.kind === 'none') return readings;
  const fullBank = clock.rules.clock.kind === 'perMatch' ? clock.rules.clock.minutes * 60_000 : null;
  for (const seat of seats) {
    const deadline = clock.deadlines[seat];
    if (deadline !== undefined) readings[seat] = { running: true, deadline };
    else if (fullBank !== null) readings[seat] = { running: false, msLeft: clock.banks[seat] ?? fullBank };
  }
  return readings;
}

/** Whole seconds left at `now` (rounded up: 0 only once the time has run out). */
export function secondsLeftOf(reading: SeatClockReading, now: number): number {
  const ms = reading.running ? reading.deadline - now : reading.msLeft;
  return Math.max(0, Math.ceil(ms / 1000));
}

/** 0:07, 4:32, 20:00. */
export const asClockFace = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The last seconds of a running clock are shown as a warning. */
export const WARNING_SECONDS = 10;
