import type { AiConfig, AiMove } from '@tabula/game-kit';
import { scoreGuess } from './code';
import { canGuess } from './rules';
import type { Attempt, BullsAndCowsState, SymbolIndex } from './types';

/** How many codes a move may look at before it settles for the draft as it is. */
const SEARCH_LIMIT = 100_000;

function fits(code: SymbolIndex[], attempts: Attempt[]): boolean {
  return attempts.every(({ guess, hints }) => {
    const scored = scoreGuess(code, guess);
    return scored.bulls === hints.bulls && scored.cows === hints.cows;
  });
}

/** The code numbered `index` in base `colours`, first slot most significant. */
function codeAt(index: number, length: number, colours: number): SymbolIndex[] {
  const code: SymbolIndex[] = Array.from({ length }, () => 0);
  for (let slot = length - 1, rest = index; slot >= 0; slot -= 1, rest = Math.floor(rest / colours)) code[slot] = rest % colours;
  return code;
}

/**
 * A code that could still be the secret: the first one, from a starting point that depends on the
 * number of attempts only, that agrees with every hint so far. The same view gives the same
 * candidate, so the moves that build it one slot at a time all aim at one code.
 */
export function candidateCode(view: Pick<BullsAndCowsState, 'settings' | 'attempts'>): SymbolIndex[] | undefined {
  const { secretLength, totalOfColours, allowToRepeat } = view.settings;
  const total = totalOfColours ** secretLength;
  const start = (view.attempts.length * 7919) % total;
  for (let step = 0; step < Math.min(total, SEARCH_LIMIT); step += 1) {
    const code = codeAt((start + step) % total, secretLength, totalOfColours);
    if (!allowToRepeat && new Set(code).size < code.length) continue;
    if (fits(code, view.attempts)) return code;
  }
  return undefined;
}

/**
 * The computer as a code-breaker (it plays only when the person watches it solve the code): it
 * builds a guess that agrees with every hint so far, then checks it.
 */
export function chooseMove(view: BullsAndCowsState): AiMove {
  const draftFits = canGuess(view) && fits(view.draft as SymbolIndex[], view.attempts);
  const target = draftFits ? undefined : candidateCode(view);
  const slot = target ? target.findIndex((symbol, index) => view.draft[index] !== symbol) : -1;
  if (target && slot >= 0) return { move: 'placeSymbol', args: [slot, target[slot]] };
  if (canGuess(view)) return { move: 'guess', args: [] };
  // No candidate found within the search limit: fill an empty slot, or change the first slot so
  // that the draft is no longer a guess tried before.
  const empty = view.draft.findIndex((symbol) => symbol === null);
  if (empty >= 0) return { move: 'placeSymbol', args: [empty, 0] };
  return { move: 'placeSymbol', args: [0, ((view.draft[0] ?? 0) + 1) % view.settings.totalOfColours] };
}

export const aiConfig: AiConfig<BullsAndCowsState> = {
  levels: [{ key: 'solver', labelKey: 'ai.solver' }],
  defaultLevel: 'solver',
  chooseMove: ({ view }) => chooseMove(view),
};

export default aiConfig;
