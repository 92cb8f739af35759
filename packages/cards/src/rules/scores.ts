import type { PlayerID } from 'boardgame.io';
import type { RoundScore } from '@tabula/game-kit';

// A score sheet would print -0.
const withoutNegativeZero = (points: number) => points || 0;

/** One deal's outcome, as a game computes it. */
export interface DealOutcome {
  /** 1 for the first round. */
  round: number;
  dealer?: PlayerID;
  declarer?: PlayerID;
  /** A key in the game's locale namespace ("contracts.grand"). */
  contract?: string;
  /** Points per seat; seats left out scored 0. */
  points: Partial<Record<PlayerID, number>>;
  /**
   * Keys in the game's locale namespace with their printed values, in the order shown. Entries
   * that are undefined, null or false are left out, so a row can say
   * `{ 'score.schneider': schneider && 1 }`.
   */
  breakdown?: Record<string, number | string | undefined | null | false>;
}

/** The score-sheet row (game-kit's `RoundScore`) of one deal: every seat has its points, empty breakdown entries dropped. */
export function roundScore(seats: readonly PlayerID[], outcome: DealOutcome): RoundScore {
  const row: RoundScore = {
    round: outcome.round,
    points: Object.fromEntries(seats.map((seat) => [seat, withoutNegativeZero(outcome.points[seat] ?? 0)])),
  };
  if (outcome.dealer !== undefined) row.dealer = outcome.dealer;
  if (outcome.declarer !== undefined) row.declarer = outcome.declarer;
  if (outcome.contract !== undefined) row.contract = outcome.contract;
  const breakdown = Object.entries(outcome.breakdown ?? {}).filter(
    (entry): entry is [string, number | string] => entry[1] !== undefined && entry[1] !== null && entry[1] !== false,
  );
  if (breakdown.length > 0) row.breakdown = Object.fromEntries(breakdown);
  return row;
}

/**
 * Zero-sum payments between the taking side and the others (Schafkopf, Doppelkopf): with `value`
 * positive the takers won and every other seat pays `value`, shared equally among the takers; with
 * `value` negative the takers pay. A soloist against three receives three times the value.
 */
export function zeroSumPayments(
  seats: readonly PlayerID[],
  takers: readonly PlayerID[],
  value: number,
): Record<PlayerID, number> {
  const opponents = seats.filter((seat) => !takers.includes(seat));
  if (takers.length === 0 || opponents.length === 0) throw new Error('Payments need takers and opponents');
  const perTaker = (value * opponents.length) / takers.length;
  return Object.fromEntries(seats.map((seat) => [seat, withoutNegativeZero(takers.includes(seat) ? perTaker : -value)]));
}
