import type { CatalogueEntry, EntryTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: "Nine Men's Morris",
  description: 'Form mills, take pieces',
  descriptionTag:
    "Place and move nine pieces each on three nested squares: every line of three you form takes one of your opponent's pieces.",
} satisfies EntryTexts;
// catalogue-texts:end

export const ninemensmorris: CatalogueEntry = {
  code: 'ninemensmorris',
  codes: { pt: 'moinho', de: 'muehle', fr: 'moulin', it: 'mulino' },
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/ninemensmorris/thumbnail.svg',
  modes: ['AI', 'OnlineFriend', 'LocalFriend'],
  minPlayers: 2,
  maxPlayers: 2,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
  aiConfig: async () => (await import('./ai')).aiConfig,
};

export default ninemensmorris;
