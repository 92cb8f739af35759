import type { CatalogueEntry, GameTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Reversi',
  description: 'Flip discs, 2 to 4 players',
  descriptionTag:
    "Place discs on an 8x8 board to trap and flip your opponents' colours; with 2 to 4 players, the most discs at the end wins.",
  instructions: {
    text: 'Each player has a colour: Red, Green, Yellow or Blue. The game always starts with one disc of each of the four colours in the centre; a colour nobody plays is neutral and scores for nobody. Red moves first, then play goes round in seat order.\n\nOn your turn place one disc of your colour on an empty square. If you can, you must capture: in any of the eight directions, a line of one or more discs of other colours ending in one of your own discs flips to your colour. Every such line in every direction flips at once. Only when no capture is possible may you place your disc on any empty square next to a disc, and then nothing flips.\n\nThe game ends when the board is full. Each player scores one point per disc of their colour; the highest score wins, tied top scores share the win, and if everyone has the same score it is a draw.\n\nLegal squares are marked with a dot; the last disc played has a ring and the discs it flipped a small mark. On a keyboard, move with the arrow keys and place a disc with Enter or Space.',
  },
} satisfies GameTexts;
// catalogue-texts:end
import { MAX_PLAYERS, MIN_PLAYERS } from './rules';

export const reversi: CatalogueEntry = {
  code: 'reversi',
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/reversi/thumbnail.svg',
  modes: ['AI', 'OnlineFriend', 'LocalFriend'],
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
  aiConfig: async () => (await import('./ai')).aiConfig,
};

export default reversi;
