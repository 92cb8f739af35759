import type { CatalogueEntry, EntryTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Chess',
  description: 'The classic game of kings',
  descriptionTag:
    'Play chess online with a friend, on one device, or against the computer at eight levels, from beginner to Stockfish.',
} satisfies EntryTexts;
// catalogue-texts:end

export const chess: CatalogueEntry = {
  code: 'chess',
  codes: { pt: 'xadrez', de: 'schach', fr: 'echecs', it: 'scacchi' },
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/chess/thumbnail.svg',
  modes: ['AI', 'OnlineFriend', 'LocalFriend'],
  minPlayers: 2,
  maxPlayers: 2,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
  aiConfig: async () => (await import('./ai')).aiConfig,
};

export default chess;
