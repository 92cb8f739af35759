import type { CatalogueEntry, EntryTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Zwanzigerrufen',
  description: 'The eastern-Austrian tarock game: call the twenty',
  descriptionTag:
    'Play Zwanzigerrufen, the Austrian tarock game for four: bid, call the XX to find a secret partner, announce Absolut, Pagat ultimo or Valat, and say Contra.',
} satisfies EntryTexts;
// catalogue-texts:end

export const zwanzigerrufen: CatalogueEntry = {
  code: 'zwanzigerrufen',
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/zwanzigerrufen/thumbnail.svg',
  modes: ['OnlineFriend', 'AI'],
  minPlayers: 4,
  maxPlayers: 4,
  defaultPlayers: 4,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')), layout: 'cardTable' }),
  aiConfig: async () => (await import('./ai')).aiConfig,
  customization: async () => (await import('./customization')).customization,
};

export default zwanzigerrufen;
