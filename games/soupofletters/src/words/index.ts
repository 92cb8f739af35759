import type { Language } from '@tabula/game-kit';
import { DE_WORDS } from './de';
import { EN_WORDS } from './en';
import { FR_WORDS } from './fr';
import { IT_WORDS } from './it';
import { gridWord, isGridWord } from './normalize';
import { PT_WORDS } from './pt';

export const WORD_LISTS: Record<Language, readonly string[]> = {
  en: EN_WORDS,
  pt: PT_WORDS,
  de: DE_WORDS,
  fr: FR_WORDS,
  it: IT_WORDS,
};

/** The words a grid in `language` draws from, as they stand on the grid (distinct, A-Z, 3-11 letters). */
export function gridWordsFor(language: Language): string[] {
  return [...new Set(WORD_LISTS[language].map(gridWord))].filter(isGridWord);
}
