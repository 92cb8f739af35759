import type { CatalogueEntry, EntryTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Tic-Tac-Toe',
  description: 'Three in a row',
  descriptionTag: 'Take turns marking a 3x3 grid; the first to line up three of their marks wins.',
} satisfies EntryTexts;
// catalogue-texts:end

export const tictactoe: CatalogueEntry = {
  code: 'tictactoe',
  codes: { pt: 'jogo-da-velha', de: 'tic-tac-toe', fr: 'morpion', it: 'tris' },
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/tictactoe/thumbnail.svg',
  modes: ['AI', 'OnlineFriend', 'LocalFriend'],
  minPlayers: 2,
  maxPlayers: 2,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
  aiConfig: async () => (await import('./ai')).aiConfig,
};

export default tictactoe;
