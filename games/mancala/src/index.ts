import type { CatalogueEntry, EntryTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Mancala',
  description: 'Sow seeds, capture, fill your store',
  descriptionTag:
    'The classic sowing game (Kalah rules): scoop up the seeds from one of your six pits, sow them around the board and bank more in your store than your opponent.',
} satisfies EntryTexts;
// catalogue-texts:end

export const mancala: CatalogueEntry = {
  code: 'mancala',
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/mancala/thumbnail.svg',
  modes: ['AI', 'OnlineFriend', 'LocalFriend'],
  minPlayers: 2,
  maxPlayers: 2,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
  aiConfig: async () => (await import('./ai')).aiConfig,
};

export default mancala;
