import type { CatalogueEntry, EntryTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Checkers',
  description: 'Classic draughts on an 8x8 board',
  descriptionTag: "Jump over your opponent's pieces, crown kings on the far row and leave the other side without a move.",
} satisfies EntryTexts;
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
