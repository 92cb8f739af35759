import type { CatalogueEntry, EntryTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Bulls & Cows',
  description: "Break the computer's secret colour code",
  descriptionTag:
    'A code-breaking puzzle: the computer hides a code of colours, you guess it and get bulls and cows as hints until you crack it or run out of attempts.',
} satisfies EntryTexts;
// catalogue-texts:end

/**
 * One seat, the code-breaker, against the computer's code: the computer is the game itself (it
 * draws the code and scores the guesses on the server), so AI mode seats the person alone.
 */
export const bullsAndCows: CatalogueEntry = {
  code: 'bullsAndCows',
  codes: { pt: 'touros-e-vacas', de: 'bullen-und-kuehe', fr: 'taureaux-et-vaches', it: 'tori-e-mucche' },
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/bullsAndCows/thumbnail.svg',
  modes: ['AI'],
  minPlayers: 1,
  maxPlayers: 1,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
  aiConfig: async () => (await import('./ai')).aiConfig,
  customization: async () => (await import('./customization')).customization,
};

export default bullsAndCows;
