import type { CatalogueEntry, EntryTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Skat',
  description: 'The German classic for three',
  descriptionTag:
    'Bid for the right to play alone, take the skat or play from the hand, and make 61 card points against the other two.',
} satisfies EntryTexts;
// catalogue-texts:end

export const skat: CatalogueEntry = {
  code: 'skat',
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/skat/thumbnail.svg',
  modes: ['OnlineFriend', 'AI'],
  minPlayers: 3,
  maxPlayers: 3,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')), layout: 'cardTable' }),
  aiConfig: async () => (await import('./ai')).aiConfig,
  customization: async () => (await import('./customization')).customization,
};

export default skat;
