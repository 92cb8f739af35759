import type { CatalogueEntry, EntryTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Bingo',
  description: 'Mark your card as the numbers are called and shout Bingo!',
  descriptionTag:
    'Play 75-ball bingo online with 2 to 30 friends: a number is called every 10 seconds, mark it on your card and be the first to call Bingo! with a full line.',
} satisfies EntryTexts;
// catalogue-texts:end

export const bingo: CatalogueEntry = {
  code: 'bingo',
  codes: { pt: 'bingo', de: 'bingo', fr: 'bingo', it: 'bingo' },
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/bingo/thumbnail.svg',
  modes: ['OnlineFriend'],
  minPlayers: 2,
  maxPlayers: 30,
  defaultPlayers: 6,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')), layout: 'cardTable' }),
};

export default bingo;
