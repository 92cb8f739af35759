import type { CatalogueEntry, GameTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Soup of Letters',
  description: 'Race your friends to find hidden words',
  descriptionTag:
    'A word search for 2 to 4 players: take turns to find one of the hidden words in a grid of letters within 20 seconds. Whoever finds the most words wins.',
  instructions: {
    text: 'A square grid of letters hides a list of words: 20 words with 2 or 4 players, 18 with 3. Each word runs in a straight line in any of eight directions: across, down, diagonally, and also backwards. The list of words is shown under the grid; where they lie is only revealed when someone finds them. The grid is all capital letters without accents: é is written E, ç is C, ü is U and ß is SS.\n\nPlayer 1 starts and turns go round in order. On your turn you have 20 seconds to find one word of the list. Select it from its first letter to its last: press on the first letter and drag to the last, or click or tap the first letter and then the last. On a keyboard, move with the arrow keys and press Enter or Space on the first letter and again on the last. If the letters spell a word of the list that nobody has found, the word is yours: it is drawn in your colour, struck through in the list, and the turn passes. Anything else does not count, and you keep looking while your time lasts. You may also pass.\n\nThe game ends when every word has been found, or when two turns in a row pass without a word found (time running out or passing). The player who found the most words wins; a tie for the most words, or nobody finding anything, is a draw. At the end, the words nobody found are shown in the grid.',
  },
} satisfies GameTexts;
// catalogue-texts:end

export const soupofletters: CatalogueEntry = {
  code: 'soupofletters',
  codes: { pt: 'sopa-de-letras', de: 'buchstabensalat', fr: 'mots-meles', it: 'crucipuzzle' },
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/soupofletters/thumbnail.svg',
  modes: ['OnlineFriend', 'LocalFriend'],
  minPlayers: 2,
  maxPlayers: 4,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
  customization: async () => (await import('./customization')).customization,
};

export default soupofletters;
