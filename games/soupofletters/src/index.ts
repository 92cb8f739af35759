import type { CatalogueEntry, EntryTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Soup of Letters',
  description: 'Race your friends to find hidden words',
  descriptionTag:
    'A word search for 2 to 4 players: take turns to find one of the hidden words in a grid of letters within 20 seconds. Whoever finds the most words wins.',
} satisfies EntryTexts;
// catalogue-texts:end

export const soupofletters: CatalogueEntry = {
  code: 'soupofletters',
  codes: { pt: 'sopa-de-letras', de: 'buchstabensalat', fr: 'mots-meles', it: 'crucipuzzle' },
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/soupofletters/thumbnail.svg',
  modes: ['OnlineFriend', 'LocalFriend'],
  minPlayers: 2,
  maxPlayers: 4,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
  customization: async () => (await import('./customization')).customization,
};

export default soupofletters;
