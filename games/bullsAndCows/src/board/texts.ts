import { PALETTE } from '../symbols';
import type { SymbolIndex } from '../types';

/** The translate function of the bullsAndCows namespace. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A symbol as read aloud: its letter and colour ("A, black"). */
export const symbolName = (t: Translate, symbol: SymbolIndex) => `${PALETTE[symbol]!.letter}, ${t(`colours.${symbol}`)}`;

export const codeText = (t: Translate, code: SymbolIndex[]) => code.map((symbol) => symbolName(t, symbol)).join('; ');
