import type { CatalogueEntry, GameTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Hangman',
  description: "Guess your friend's secret word",
  descriptionTag:
    'Each player secretly chooses a word for the other, then both guess letter by letter before the gallows is complete; the better guess wins.',
  instructions: {
    text: "Both players first choose a secret word of 1 to 16 letters for the other to guess, with an optional hint of up to 120 characters. Accents are allowed; ß, œ and æ are written out as ss, oe and ae.\n\nPlayer A then guesses Player B's word, and after that Player B guesses Player A's. You see only how many letters the word has, the hint, and the letters you have found. Pick one letter at a time, on the screen or on your keyboard: every place it appears is revealed, and accents do not matter (E also finds É and È). A letter that is not in the word is a mistake and adds a part to the gallows. Your guessing ends when the whole word is found or after 10 mistakes.\n\nScore: 0 with 10 mistakes; otherwise 100 × found ÷ (found + mistakes), rounded up, where found counts every revealed place of a letter. The higher score wins; equal scores are a draw.",
  },
} satisfies GameTexts;
// catalogue-texts:end

export const hangman: CatalogueEntry = {
  code: 'hangman',
  codes: { pt: 'forca', de: 'galgenmaennchen', fr: 'pendu', it: 'impiccato' },
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/hangman/thumbnail.svg',
  modes: ['OnlineFriend', 'LocalFriend'],
  minPlayers: 2,
  maxPlayers: 2,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
};

export default hangman;
