import type { CatalogueEntry, EntryTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Tic-Tac-Toe Plus',
  description: 'A 4x4 tic-tac-toe with a wild +',
  descriptionTag: 'Tic-tac-toe on a 4x4 grid where any move may turn into a wildcard + that counts for both players.',
} satisfies EntryTexts;
// catalogue-texts:end

export const tictactoeplus: CatalogueEntry = {
  code: 'tictactoeplus',
  codes: { pt: 'jogo-da-velha-mais', de: 'tic-tac-toe-plus', fr: 'morpion-plus', it: 'tris-piu' },
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/tictactoeplus/thumbnail.svg',
  modes: ['AI', 'OnlineFriend', 'LocalFriend'],
  minPlayers: 2,
  maxPlayers: 2,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
  aiConfig: async () => (await import('./ai')).aiConfig,
};

export default tictactoeplus;
