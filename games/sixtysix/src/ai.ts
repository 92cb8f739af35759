import { searchPlayer } from '@tabula/game-kit';
import { determinize } from './determinize';
import { game } from './game';
import { roundGame } from './roundGame';
import type { SixtySixState, SixtySixView } from './types';

/**
 * Determinized Monte Carlo tree search over this game's rules: each iteration deals the cards the
 * seat has not seen at random (consistent with counts, cards played, marriages and suits shown
 * out of) and plays on to the end of the round, scored by who wins it (roundGame). Between rounds
 * the only move is "Next round".
 */
export const aiConfig = searchPlayer<SixtySixState, SixtySixView>({
  game: roundGame(game),
  levels: [
    { key: 'easy', labelKey: 'ai.easy', iterations: 60 },
    { key: 'medium', labelKey: 'ai.medium', iterations: 800, timeMs: 600 },
    { key: 'hard', labelKey: 'ai.hard', iterations: 4000, timeMs: 2500 },
  ],
  defaultLevel: 'medium',
  determinize,
});

export default aiConfig;
