import type { CatalogueEntry, EntryTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Cornerus',
  description: 'Claim the board corner to corner',
  descriptionTag:
    'A placement game for 2 to 4 players: fit your 21 pieces on a 20x20 board, each one touching your own colour only at the corners.',
} satisfies EntryTexts;
// catalogue-texts:end

export const cornerus: CatalogueEntry = {
  code: 'cornerus',
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/cornerus/thumbnail.svg',
  modes: ['OnlineFriend', 'LocalFriend', 'AI'],
  minPlayers: 2,
  maxPlayers: 4,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
  aiConfig: async () => (await import('./ai')).aiConfig,
};

export default cornerus;
