import type { CatalogueEntry, EntryTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Rota',
  description: 'Three in a row on a Roman wheel',
  descriptionTag:
    'An ancient Roman game for two: place three pieces each on a wheel, then move them round it until someone lines up three.',
} satisfies EntryTexts;
// catalogue-texts:end

export const rota: CatalogueEntry = {
  code: 'rota',
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/rota/thumbnail.svg',
  modes: ['AI', 'OnlineFriend', 'LocalFriend'],
  minPlayers: 2,
  maxPlayers: 2,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
  aiConfig: async () => (await import('./ai')).aiConfig,
};

export default rota;
