import type { CatalogueEntry, EntryTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Hangman',
  description: "Guess your friend's secret word",
  descriptionTag:
    'Each player secretly chooses a word for the other, then both guess letter by letter before the gallows is complete; the better guess wins.',
} satisfies EntryTexts;
// catalogue-texts:end

export const hangman: CatalogueEntry = {
  code: 'hangman',
  codes: { pt: 'forca', de: 'galgenmaennchen', fr: 'pendu', it: 'impiccato' },
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/hangman/thumbnail.svg',
  modes: ['OnlineFriend', 'LocalFriend'],
  minPlayers: 2,
  maxPlayers: 2,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
};

export default hangman;
