import type { CatalogueEntry, EntryTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Four in a Row',
  description: 'Drop discs, connect four',
  descriptionTag:
    'Take turns dropping discs into a standing grid of seven columns; the first to line up four of their colour wins.',
} satisfies EntryTexts;
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
