import type { CommonT } from '../i18n/useCommon';

/** How a catalogue entry credits the project's own people; shown in the reader's language. */
export const TABULA_CONTRIBUTORS = 'Tabula contributors';

/** A game's contributors for display: "Tabula contributors" translated, other names as written. */
export function contributorNames(contributors: readonly string[], t: CommonT): string {
  return contributors.map((name) => (name === TABULA_CONTRIBUTORS ? t('site.contributors') : name)).join(', ');
}
