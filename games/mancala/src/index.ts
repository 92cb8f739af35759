import type { CatalogueEntry, GameTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Mancala',
  description: 'Sow seeds, capture, fill your store',
  descriptionTag:
    'The classic sowing game (Kalah rules): scoop up the seeds from one of your six pits, sow them around the board and bank more in your store than your opponent.',
  instructions: {
    text: "Each player has a row of six pits, holding four seeds each at the start, and a store on their right. Your row is the one at the bottom of the board (on a shared device, Player 1's row). Player 1 moves first.\n\nOn your turn, pick one of your pits that is not empty. All its seeds are taken out and sown one by one into the following holes, counter-clockwise: your next pits, then your store, then your opponent's pits, and on round again. Your opponent's store is always skipped.\n\nIf the last seed falls into your own store, you sow again. If it falls into an empty pit on your side and the pit facing it holds seeds, you capture both: that seed and all the facing seeds go into your store.\n\nAs soon as one side's six pits are all empty, the game ends: the seeds left in the other pits go to the store on their side. The player with more seeds in their store wins; 24 each is a draw.\n\nClick or tap a pit to sow it; the pits you may sow are outlined, and pointing at one shows where its last seed will fall. On a keyboard, move between pits with the arrow keys and press Enter or Space to sow.",
  },
} satisfies GameTexts;
// catalogue-texts:end

export const mancala: CatalogueEntry = {
  code: 'mancala',
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/mancala/thumbnail.svg',
  modes: ['AI', 'OnlineFriend', 'LocalFriend'],
  minPlayers: 2,
  maxPlayers: 2,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
  aiConfig: async () => (await import('./ai')).aiConfig,
};

export default mancala;
