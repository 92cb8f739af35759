import type { CatalogueEntry, GameTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: "Nine Men's Morris",
  description: 'Form mills, take pieces',
  descriptionTag:
    "Place and move nine pieces each on three nested squares: every line of three you form takes one of your opponent's pieces.",
  instructions: {
    text: "Nine Men's Morris is played on three squares, one inside the other, joined at the middles of their sides: 24 points in all. White and Red have nine pieces each. White moves first.\n\nFirst the players take turns placing one piece from their hand on any empty point. When all 18 pieces are placed, they take turns moving one of their pieces along a line to a neighbouring empty point. A player with only three pieces left may fly: move a piece to any empty point. You cannot pass.\n\nThree of your pieces in a row along a line form a mill. Each time you form a mill, by placing or by moving, you remove one of your opponent's pieces. Pieces in a mill cannot be taken unless all of your opponent's pieces are in mills. Forming two mills at once still removes only one piece; moving a piece out of a mill and back in forms the mill again.\n\nYou win when your opponent has only two pieces left, or cannot move on their turn. The game is a draw when the same position comes up for the third time, or after 50 moves each in the moving phase without a mill.\n\nClick or tap an empty point to place a piece. To move, click or tap one of your pieces, then one of the highlighted points. After a mill, click or tap the opposing piece to remove. On a keyboard, move between points with the arrow keys and press Enter or Space. On your turn you can resign with the Resign button under the board.",
  },
} satisfies GameTexts;
// catalogue-texts:end

export const ninemensmorris: CatalogueEntry = {
  code: 'ninemensmorris',
  codes: { pt: 'moinho', de: 'muehle', fr: 'moulin', it: 'mulino' },
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/ninemensmorris/thumbnail.svg',
  modes: ['AI', 'OnlineFriend', 'LocalFriend'],
  minPlayers: 2,
  maxPlayers: 2,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
  aiConfig: async () => (await import('./ai')).aiConfig,
};

export default ninemensmorris;
