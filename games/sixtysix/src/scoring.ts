import { pointsOf, roundScore } from '@tabula/cards';
import type { RoundScore } from '@tabula/game-kit';
import type { PlayerID } from 'boardgame.io';
import { DECK } from './cards';
import { otherSeat, SEATS, TARGET_POINTS } from './rules';
import type { RoundOutcome, Table } from './types';

export const LAST_TRICK_BONUS = 10;
/** Below this the loser is "schneider" (the winner scores 2). */
export const SCHNEIDER_LIMIT = 33;

/**
 * A seat's points: card points of its tricks, its marriages once it has a trick, and 10 for the
 * last trick when the round was played out with the stock exhausted (not after closing).
 */
export function pointsOfSeat(table: Table, seat: PlayerID, withLastTrickBonus = false): number {
  const cardPoints = pointsOf(DECK, table.wonCards[seat] ?? []);
  const hasTrick = (table.trickCounts[seat] ?? 0) > 0;
  const marriages = hasTrick ? table.marriages.filter((m) => m.seat === seat).reduce((sum, m) => sum + m.points, 0) : 0;
  const bonus = withLastTrickBonus && table.lastTrickWinner === seat ? LAST_TRICK_BONUS : 0;
  return cardPoints + marriages + bonus;
}

/**
 * 1, 2 when the loser took fewer than 33 card points (schneider: marriages and the last trick do not
 * count), 3 when the loser took no trick (schwarz).
 */
export function gamePointsAgainst(table: Table, loser: PlayerID): number {
  if ((table.trickCounts[loser] ?? 0) === 0) return 3;
  return pointsOf(DECK, table.wonCards[loser] ?? []) < SCHNEIDER_LIMIT ? 2 : 1;
}

function allPoints(table: Table, withLastTrickBonus: boolean): Record<PlayerID, number> {
  return Object.fromEntries(SEATS.map((seat) => [seat, pointsOfSeat(table, seat, withLastTrickBonus)]));
}

/**
 * The closer failed (fell short, called "Out!" without 66, or the opponent called "Out!" first): 2, or
 * 3 if the opponent had no trick at the close.
 */
function closerPenalty(table: Table): number {
  return table.closing !== null && table.closing.opponentTrickCount === 0 ? 3 : 2;
}

/** The round after every card was played (hands empty). */
export function playedOutOutcome(table: Table): RoundOutcome {
  const closing = table.closing;
  const points = allPoints(table, closing === null);
  if (closing !== null) {
    const closer = closing.seat;
    const opponent = otherSeat(closer);
    if (points[closer]! >= TARGET_POINTS) {
      return {
        reason: 'closed',
        winner: closer,
        gamePoints: gamePointsAgainst(table, opponent),
        points,
        claimant: null,
      };
    }
    return { reason: 'closerFailed', winner: opponent, gamePoints: closerPenalty(table), points, claimant: null };
  }
  const [a, b] = SEATS as [PlayerID, PlayerID];
  if (points[a] === points[b]) return { reason: 'tie', winner: null, gamePoints: 0, points, claimant: null };
  const winner = points[a]! > points[b]! ? a : b;
  const loser = otherSeat(winner);
  return { reason: 'playedOut', winner, gamePoints: gamePointsAgainst(table, loser), points, claimant: null };
}

/** The round after the leader called "Out!". */
export function claimOutcome(table: Table, claimant: PlayerID): RoundOutcome {
  const points = allPoints(table, false);
  const opponent = otherSeat(claimant);
  if (points[claimant]! < TARGET_POINTS) {
    // A closer's false "Out!" is still a failed close: calling it must not cut the closer's loss to 2.
    const closerClaimed = table.closing !== null && table.closing.seat === claimant;
    return { reason: 'falseOut', winner: opponent, gamePoints: closerClaimed ? closerPenalty(table) : 2, points, claimant };
  }
  if (table.closing !== null && table.closing.seat !== claimant) {
    return { reason: 'closerFailed', winner: claimant, gamePoints: closerPenalty(table), points, claimant };
  }
  return { reason: 'out', winner: claimant, gamePoints: gamePointsAgainst(table, opponent), points, claimant };
}

/** The score-sheet row of a finished round: game points to the winner, the points, schneider and schwarz. */
export function roundScoreOf(round: number, dealer: PlayerID, outcome: RoundOutcome): RoundScore {
  const normalWin = outcome.reason === 'out' || outcome.reason === 'playedOut' || outcome.reason === 'closed';
  return roundScore(SEATS, {
    round,
    dealer,
    contract: `outcomes.${outcome.reason}`,
    points: outcome.winner === null ? {} : { [outcome.winner]: outcome.gamePoints },
    breakdown: {
      'score.points': SEATS.map((seat) => outcome.points[seat] ?? 0).join(' : '),
      'score.schneider': normalWin && outcome.gamePoints >= 2 && '✓',
      'score.schwarz': normalWin && outcome.gamePoints === 3 && '✓',
    },
  });
}
