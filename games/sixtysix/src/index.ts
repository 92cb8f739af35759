import type { CatalogueEntry, EntryTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Sixty-Six',
  description: 'Marriage card game for two',
  descriptionTag:
    'Win tricks and declare marriages to reach 66 points first, close the stock when you dare, and be the first to 7 game points.',
} satisfies EntryTexts;
// catalogue-texts:end

export const sixtysix: CatalogueEntry = {
  code: 'sixtysix',
  codes: { pt: 'sessenta-e-seis', de: 'sechsundsechzig', fr: 'soixante-six', it: 'sessantasei' },
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/sixtysix/thumbnail.svg',
  modes: ['OnlineFriend', 'AI'],
  minPlayers: 2,
  maxPlayers: 2,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')), layout: 'cardTable' }),
  aiConfig: async () => (await import('./ai')).aiConfig,
};

export default sixtysix;
