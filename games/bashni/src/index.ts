import type { CatalogueEntry, GameTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Bashni',
  description: 'Column checkers: captured pieces stack into towers',
  descriptionTag: 'Russian-style draughts where captured pieces are not removed but go under the capturing column.',
  instructions: {
    text: 'Each player starts with 12 pieces on the dark squares. White moves first. Every occupied square holds a column (a tower) of one or more pieces; the piece on top decides who controls the column and whether it moves as a man or as a king.\n\nA man-topped column moves one square diagonally forward. A king-topped column moves any distance along an empty diagonal.\n\nTo capture, jump over a column topped by your opponent onto an empty square behind it. Men capture in all four directions, backward too, landing just behind; kings may jump from a distance and land on any empty square beyond. The captured column loses only its top piece, which goes to the bottom of your column; whatever was underneath stays and may now belong to you. If your column can capture again it must go on in the same turn, but it may not jump the same column twice or turn straight back. Jumped columns are shown greyed out until the sequence ends. With forced capture on, you must capture whenever you can.\n\nWhen a man-topped column reaches the far row, its top piece becomes a king; in the middle of a capture it goes on capturing as a king.\n\nYou lose when it is your turn and none of your columns can move, even if some of your pieces are buried inside other columns. The game is a draw after 15 moves per player with only king-topped moves and no capture, or when the same position comes up for the third time.\n\nClick or tap a column, then one of the highlighted squares. On a keyboard, use the arrow keys and press Enter or Space to pick a column and its destination. On your turn you can resign with the Resign button under the board.',
  },
} satisfies GameTexts;
// catalogue-texts:end

export const bashni: CatalogueEntry = {
  code: 'bashni',
  codes: { pt: 'damas-em-colunas', de: 'baschni', fr: 'bachni', it: 'dama-a-colonne' },
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/bashni/thumbnail.svg',
  modes: ['AI', 'OnlineFriend', 'LocalFriend'],
  minPlayers: 2,
  maxPlayers: 2,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
  aiConfig: async () => (await import('./ai')).aiConfig,
  customization: async () => (await import('./customization')).customization,
};

export default bashni;
