import type { Ctx, PlayerID } from 'boardgame.io';
import type { BombsAndBunniesState, CardKind } from './types';

/**
 * A seat's view: its own hand, stack and lost cards; of every other seat only how many cards it holds,
 * has on its stack and has lost. Flipped cards, bets, passes and wins are public. A spectator sees
 * only the public part.
 */
export type BombsAndBunniesView = Omit<BombsAndBunniesState, 'hands' | 'stacks' | 'lost'> & {
  hands: Record<PlayerID, CardKind[]>;
  stacks: Record<PlayerID, CardKind[]>;
  lost: Record<PlayerID, CardKind[]>;
  handCounts: Record<PlayerID, number>;
  stackCounts: Record<PlayerID, number>;
  lostCounts: Record<PlayerID, number>;
};

const countsOf = (cards: Record<PlayerID, CardKind[]>) =>
  Object.fromEntries(Object.entries(cards).map(([seat, held]) => [seat, held.length]));

const ownOnly = (cards: Record<PlayerID, CardKind[]>, viewer: PlayerID | null): Record<PlayerID, CardKind[]> =>
  viewer !== null && cards[viewer] !== undefined ? { [viewer]: [...cards[viewer]] } : {};

export function playerView({
  G,
  playerID,
}: {
  G: BombsAndBunniesState;
  ctx: Ctx;
  playerID: PlayerID | null;
}): BombsAndBunniesView {
  const viewer = playerID ?? null;
  const { hands, stacks, lost, ...visible } = G;
  return {
    ...visible,
    hands: ownOnly(hands, viewer),
    stacks: ownOnly(stacks, viewer),
    lost: ownOnly(lost, viewer),
    handCounts: countsOf(hands),
    stackCounts: countsOf(stacks),
    lostCounts: countsOf(lost),
  };
}
