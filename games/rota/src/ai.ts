import type { AiConfig, AiMove } from '@tabula/game-kit';
import { asSeat, legalActions, lineOf, otherSeat, pointsAfter, type RotaAction } from './rules';
import { oneEarlier, positionScore } from './solver';
import type { PointContent, RotaState, Seat } from './types';

const pick = <T>(choices: readonly T[], random: () => number): T => choices[Math.floor(random() * choices.length)]!;

const winsAtOnce = (points: readonly PointContent[], seat: Seat, action: RotaAction) =>
  lineOf(pointsAfter(points, seat, action), seat) !== null;

/** Easy: any legal action, but a line of three on offer is always taken. */
function easyChoices(points: readonly PointContent[], seat: Seat): RotaAction[] {
  const actions = legalActions(points, seat);
  const wins = actions.filter((action) => winsAtOnce(points, seat, action));
  return wins.length > 0 ? wins : actions;
}

/** Medium: takes a line of three, else avoids handing the opponent one on their next action. */
function mediumChoices(points: readonly PointContent[], seat: Seat): RotaAction[] {
  const actions = legalActions(points, seat);
  const wins = actions.filter((action) => winsAtOnce(points, seat, action));
  if (wins.length > 0) return wins;
  const opponent = otherSeat(seat);
  const safe = actions.filter((action) => {
    const after = pointsAfter(points, seat, action);
    return !legalActions(after, opponent).some((reply) => winsAtOnce(after, opponent, reply));
  });
  return safe.length > 0 ? safe : actions;
}

/**
 * Perfect: the actions with the best perfect-play score. It wins whenever a win can be forced (by
 * the shortest way), draws otherwise, and when lost it holds out as long as possible.
 */
export function perfectChoices(points: readonly PointContent[], seat: Seat): RotaAction[] {
  const scored = legalActions(points, seat).map((action) => ({
    action,
    score: oneEarlier(positionScore(pointsAfter(points, seat, action), otherSeat(seat))),
  }));
  const best = Math.max(...scored.map(({ score }) => score));
  return scored.filter(({ score }) => score === best).map(({ action }) => action);
}

const CHOICES: Record<string, (points: readonly PointContent[], seat: Seat) => RotaAction[]> = {
  easy: easyChoices,
  medium: mediumChoices,
  perfect: perfectChoices,
};

export const aiConfig: AiConfig<RotaState> = {
  levels: [
    { key: 'easy', labelKey: 'ai.easy' },
    { key: 'medium', labelKey: 'ai.medium' },
    { key: 'perfect', labelKey: 'ai.perfect' },
  ],
  defaultLevel: 'medium',
  chooseMove({ view, playerID, level, random }): AiMove {
    const seat = asSeat(playerID);
    const choices = seat === null ? [] : (CHOICES[level] ?? mediumChoices)(view.points, seat);
    if (choices.length === 0) throw new Error(`rota AI asked to move for seat ${playerID} with no legal action`);
    return pick(choices, random);
  },
};

export default aiConfig;
