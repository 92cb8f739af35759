import type { CatalogueEntry, GameTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Checkers',
  description: 'Classic draughts on an 8x8 board',
  descriptionTag: "Jump over your opponent's pieces, crown kings on the far row and leave the other side without a move.",
  instructions: {
    text: 'Each player starts with 12 men on the dark squares (8 with the smaller setup). White moves first.\n\nMen move one square diagonally forward. To capture, jump diagonally over an opponent\'s piece onto the empty square right behind it; men only capture forward. If the same piece can jump again, it must keep jumping in the same turn. With forced capture on, you must capture whenever you can, but you may choose which capture to make.\n\nA man that reaches the far row becomes a king, which moves and captures in all four diagonal directions. With "Kings can move any distance", kings slide along empty diagonals and may land on any empty square beyond the piece they capture.\n\nYou lose when it is your turn and you have no legal move: all your pieces are taken or blocked. The game is a draw after the chosen number of moves per player with only king moves and no capture.\n\nClick or tap a piece, then one of the highlighted squares. On a keyboard, move around the board with the arrow keys and press Enter or Space to pick a piece and its destination. On your turn you can resign with the Resign button under the board.',
  },
} satisfies GameTexts;
// catalogue-texts:end

export const checkers: CatalogueEntry = {
  code: 'checkers',
  codes: { pt: 'damas', de: 'dame', fr: 'dames', it: 'dama' },
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/checkers/thumbnail.svg',
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

export default checkers;
