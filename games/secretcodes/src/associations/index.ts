import type { WordListChoice } from '../types';
import { DE_ASSOCIATIONS } from './de';
import { EN_ASSOCIATIONS } from './en';
import { FR_ASSOCIATIONS } from './fr';
import { IT_ASSOCIATIONS } from './it';
import type { Association } from './parse';
import { PT_ASSOCIATIONS } from './pt';

export type { Association } from './parse';

/** The computer player's association table per word list; none for a room's own words. */
export const ASSOCIATIONS: Record<WordListChoice, readonly Association[]> = {
  en: EN_ASSOCIATIONS,
  pt: PT_ASSOCIATIONS,
  de: DE_ASSOCIATIONS,
  fr: FR_ASSOCIATIONS,
  it: IT_ASSOCIATIONS,
  custom: [],
};
