import type { CatalogueEntry, EntryTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Reversi',
  description: 'Flip discs, 2 to 4 players',
  descriptionTag:
    "Place discs on an 8x8 board to trap and flip your opponents' colours; with 2 to 4 players, the most discs at the end wins.",
} satisfies EntryTexts;
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
