import type { CatalogueEntry, GameTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Four in a Row',
  description: 'Drop discs, connect four',
  descriptionTag:
    'Take turns dropping discs into a standing grid of seven columns; the first to line up four of their colour wins.',
  instructions: {
    text: 'Blue and Red take turns dropping one disc into one of the seven columns. The disc falls to the lowest free space of that column. Blue moves first. A full column cannot be chosen.\n\nThe first player to connect four of their discs in a line, horizontally, vertically or diagonally, wins. If all 42 spaces fill up with no line of four, the game is a draw.\n\nOn a keyboard, move between columns with the left and right arrow keys and press Enter or Space to drop your disc.',
  },
} satisfies GameTexts;
// catalogue-texts:end

export const fourinarow: CatalogueEntry = {
  code: 'fourinarow',
  codes: { pt: 'quatro-em-linha', de: 'vier-in-einer-reihe', fr: 'quatre-en-ligne', it: 'quattro-in-fila' },
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/fourinarow/thumbnail.svg',
  modes: ['AI', 'OnlineFriend', 'LocalFriend'],
  minPlayers: 2,
  maxPlayers: 2,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
  aiConfig: async () => (await import('./ai')).aiConfig,
};

export default fourinarow;
