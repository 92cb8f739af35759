import type { CatalogueEntry, EntryTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Doppelkopf',
  description: 'The German trick-taking game with secret partners',
  descriptionTag:
    'Play Doppelkopf, the German card game for four: the two queens of clubs play together in secret, announce Re and Kontra, catch the fox and win Charlie.',
} satisfies EntryTexts;
// catalogue-texts:end

export const doppelkopf: CatalogueEntry = {
  code: 'doppelkopf',
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/doppelkopf/thumbnail.svg',
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

export default doppelkopf;
