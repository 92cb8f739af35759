import { customListWords } from '../wordText';
import type { Settings, WordListChoice } from '../types';
import { DE_WORDS } from './de';
import { EN_WORDS } from './en';
import { FR_WORDS } from './fr';
import { IT_WORDS } from './it';
import { PT_WORDS } from './pt';

/** The project's own word lists, one per language (see the README for how they were written). */
export const WORD_LISTS: Record<Exclude<WordListChoice, 'custom'>, readonly string[]> = {
  en: EN_WORDS,
  pt: PT_WORDS,
  de: DE_WORDS,
  fr: FR_WORDS,
  it: IT_WORDS,
};

/** The words a match draws its grid from: the chosen language's list, or the room's own. */
export function wordListFor(settings: Pick<Settings, 'words' | 'customWords'>): readonly string[] {
  return settings.words === 'custom' ? customListWords(settings.customWords) : WORD_LISTS[settings.words];
}
