import type { CatalogueEntry, GameTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Cornerus',
  description: 'Claim the board corner to corner',
  descriptionTag:
    'A placement game for 2 to 4 players: fit your 21 pieces on a 20x20 board, each one touching your own colour only at the corners.',
  instructions: {
    text: "Four colours, Blue, Yellow, Red and Green, each have the same 21 pieces: one of 1 square, one of 2, two of 3, five of 4 and twelve of 5 squares. With four players each plays one colour. With two players, the first plays Blue and Yellow and the second Red and Green, in the order Blue, Red, Yellow, Green. With three players, each plays Blue, Yellow or Red, and Green is shared: its turns go to each player in turn, and Green scores for nobody.\n\nOn its turn a colour places one of its pieces. A colour's first piece must cover its own corner of the board. Every later piece must touch at least one square of the same colour at a corner, and may never touch the same colour along an edge. Touching other colours is always allowed. Pieces may be turned and flipped.\n\nA colour none of whose pieces fits any more is passed over automatically for the rest of the game. A player may also end one of their colours at any time. The game ends when no colour can play. Each colour scores minus one point for every square it still has; placing all 21 pieces earns 15 points, and 5 more when the last piece placed was the single square. The highest score wins.\n\nChoose a piece below the board, turn it with Rotate or flip it with Flip, and point at the board: the piece shows green where it fits and red where it does not, with the reason. Click to place it; on a touch screen, tap a square to put the piece there and tap it again, or press Place. On a keyboard, Tab to the board, move with the arrow keys, press R to turn right, Shift+R to turn left, F to flip and Enter to place; Tab reaches the pieces. Against the computer, Easy plays the biggest piece that fits with a good deal of chance; Hard looks a round ahead.",
  },
} satisfies GameTexts;
// catalogue-texts:end

export const cornerus: CatalogueEntry = {
  code: 'cornerus',
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/cornerus/thumbnail.svg',
  modes: ['OnlineFriend', 'LocalFriend', 'AI'],
  minPlayers: 2,
  maxPlayers: 4,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
  aiConfig: async () => (await import('./ai')).aiConfig,
};

export default cornerus;
