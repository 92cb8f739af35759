import type { CatalogueEntry, GameTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Tic-Tac-Toe',
  description: 'Three in a row',
  descriptionTag: 'Take turns marking a 3x3 grid; the first to line up three of their marks wins.',
  instructions: {
    text: 'Players take turns placing their mark, a red cross or a green circle, in an empty square of the 3x3 grid. The cross moves first.\n\nThe first player to get three marks in a row, horizontally, vertically or diagonally, wins. If all nine squares fill up with no row of three, the game is a draw.\n\nOn a keyboard, move between squares with the arrow keys and press Enter or Space to place your mark.',
  },
} satisfies GameTexts;
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
