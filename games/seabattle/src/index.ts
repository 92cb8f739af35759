import type { CatalogueEntry, EntryTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Sea Battle',
  description: "Hide your fleet, find and sink your opponent's",
  descriptionTag:
    "The classic naval guessing game for two: place five ships on a secret grid, then take turns firing at your opponent's grid until one fleet is sunk.",
} satisfies EntryTexts;
// catalogue-texts:end

export const seabattle: CatalogueEntry = {
  code: 'seabattle',
  codes: { pt: 'batalha-naval', de: 'schiffe-versenken', fr: 'bataille-navale', it: 'battaglia-navale' },
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/seabattle/thumbnail.svg',
  modes: ['AI', 'OnlineFriend'],
  minPlayers: 2,
  maxPlayers: 2,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
  aiConfig: async () => (await import('./ai')).aiConfig,
};

export default seabattle;
