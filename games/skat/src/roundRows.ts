import { roundScore } from '@tabula/cards';
import type { RoundScore } from '@tabula/game-kit';
import { SEATS } from './dealing';
import { declarerScore } from './scoring';
import type { DealOutcome, Seat } from './types';

const TICK = '✓';

/** The score-sheet row of a played deal: points (required), bid, tops, levels, basic value, result. */
export function playedRow(round: number, dealer: Seat, outcome: DealOutcome): RoundScore {
  const { contract } = outcome;
  const score = declarerScore(outcome);
  const isNull = contract.kind === 'null';
  return roundScore(SEATS, {
    round,
    dealer,
    declarer: outcome.declarer,
    contract: `contracts.${contract.kind}`,
    points: { [outcome.declarer]: score },
    breakdown: {
      'score.points': !isNull && `${outcome.declarerPoints} / ${outcome.required || '–'}`,
      'score.tricks': isNull && outcome.declarerTricks,
      'score.bid': outcome.bid,
      'score.hand': contract.hand && TICK,
      [`score.announced.${contract.announcement}`]: contract.announcement !== 'none' && TICK,
      'score.with': outcome.matadors > 0 && outcome.matadors,
      'score.without': outcome.matadors < 0 && -outcome.matadors,
      'score.level': !isNull && outcome.levels,
      'score.basicValue': outcome.baseValue,
      'score.overbid': outcome.overbid && TICK,
      [outcome.won ? 'score.won' : 'score.lost']: score,
    },
  });
}

/** The row of a deal everyone passed: nobody scores. */
export function passedRow(round: number, dealer: Seat): RoundScore {
  return roundScore(SEATS, { round, dealer, contract: 'contracts.passedIn', points: {} });
}
