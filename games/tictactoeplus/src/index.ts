import type { CatalogueEntry, GameTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Tic-Tac-Toe Plus',
  description: 'A 4x4 tic-tac-toe with a wild +',
  descriptionTag: 'Tic-tac-toe on a 4x4 grid where any move may turn into a wildcard + that counts for both players.',
  instructions: {
    text: "Players take turns placing their mark, a red cross or a green circle, in an empty square of the 4x4 grid. The cross moves first.\n\nEvery move has a 1 in 6 chance of placing a wildcard + instead of the mover's mark, at most three times per game. The wildcard counts as a mark of both players, and it still uses up the mover's turn.\n\nA line of four squares (a row, a column or one of the two long diagonals) belongs to a player when it holds only that player's marks and wildcards. Whoever owns a line wins, even when the wildcard was placed by the opponent. If one move completes lines for both players, or the grid fills up with no line, the game is a draw.\n\nOn a keyboard, move between squares with the arrow keys and press Enter or Space to place your mark.",
  },
} satisfies GameTexts;
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
