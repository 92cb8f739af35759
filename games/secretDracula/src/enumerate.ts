import type { Ctx, PlayerID } from 'boardgame.io';
import { ASIDE_STAGE, PICK_STAGE } from '@tabula/game-kit';
import { eligiblePriests, powerTargets } from './election';
import { castableBallots, mayProposeVeto } from './moves';
import type { Policy, SecretDraculaState } from './types';
import type { SecretDraculaView } from './view';

export type EnumeratedMove = { move: string; args: unknown[] };

const KINDS: readonly Policy[] = ['garlic', 'blood'];

/** Exactly the legal moves of `seat` now, from the state or the seat's own view. */
export function enumerateMoves(G: SecretDraculaState | SecretDraculaView, ctx: Ctx, seat: PlayerID): EnumeratedMove[] {
  if (ctx.gameover !== undefined || G.step === 'over') return [];
  const stage = ctx.activePlayers?.[seat];
  if (stage === undefined) return [];
  if (G.step === 'vote') {
    if (stage !== PICK_STAGE && stage !== ASIDE_STAGE) return [];
    return castableBallots(G.votes, seat).map((ballot) => ({ move: 'vote', args: [G.votes.round, { ballot }] }));
  }
  if (stage !== G.step) return [];
  switch (G.step) {
    case 'nominate':
      return eligiblePriests(G).map((target) => ({ move: 'nominate', args: [target] }));
    case 'mayorDiscard':
      return KINDS.filter((kind) => (G.mayorHand?.[kind] ?? 0) > 0).map((kind) => ({ move: 'mayorDiscard', args: [kind] }));
    case 'priestDiscard': {
      const discards = KINDS.filter((kind) => (G.priestHand?.[kind] ?? 0) > 0).map((kind) => ({
        move: 'priestDiscard',
        args: [kind],
      }));
      return mayProposeVeto(G) ? [...discards, { move: 'proposeVeto', args: [] }] : discards;
    }
    case 'vetoReview':
      return [true, false].map((agree) => ({ move: 'answerVeto', args: [agree] }));
    case 'investigate':
      return powerTargets(G).map((target) => ({ move: 'investigate', args: [target] }));
    case 'specialElection':
      return powerTargets(G).map((target) => ({ move: 'callSpecialElection', args: [target] }));
    case 'execute':
      return powerTargets(G).map((target) => ({ move: 'execute', args: [target] }));
    case 'peek':
      return [{ move: 'endPeek', args: [] }];
  }
}
