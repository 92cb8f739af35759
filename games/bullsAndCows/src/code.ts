import type { Hints, SealedCode, SymbolIndex } from './types';

const PREFIX = 'code:';

export function sealCode(code: SymbolIndex[]): SealedCode {
  return PREFIX + code.join('');
}

export function openCode(sealed: SealedCode): SymbolIndex[] {
  return sealed.slice(PREFIX.length).split('').map(Number);
}

/** boardgame.io's `random` as the draw uses it. */
export interface CodeRandom {
  Die(spotvalue: number): number;
  Shuffle<T>(deck: T[]): T[];
}

/**
 * Draws the code: with repeats each position independently (a die with N faces); without,
 * the first L symbols of the shuffled palette.
 */
export function drawCode(random: CodeRandom, length: number, colours: number, allowToRepeat: boolean): SymbolIndex[] {
  if (allowToRepeat) return Array.from({ length }, () => random.Die(colours) - 1);
  const palette = Array.from({ length: colours }, (_, symbol) => symbol);
  return random.Shuffle(palette).slice(0, length);
}

/**
 * Bulls: right symbol in the right place. Cows: right symbol in the wrong place, each secret
 * position counted at most once (standard Mastermind counting with duplicates).
 */
export function scoreGuess(secret: SymbolIndex[], guess: SymbolIndex[]): Hints {
  let bulls = 0;
  const secretLeft = new Map<SymbolIndex, number>();
  const guessLeft = new Map<SymbolIndex, number>();
  secret.forEach((symbol, position) => {
    if (guess[position] === symbol) {
      bulls += 1;
      return;
    }
    secretLeft.set(symbol, (secretLeft.get(symbol) ?? 0) + 1);
    const guessed = guess[position]!;
    guessLeft.set(guessed, (guessLeft.get(guessed) ?? 0) + 1);
  });
  let cows = 0;
  for (const [symbol, count] of guessLeft) cows += Math.min(count, secretLeft.get(symbol) ?? 0);
  return { bulls, cows, misses: secret.length - bulls - cows };
}
