import type { CatalogueEntry, EntryTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Schafkopf',
  description: 'The Bavarian trick-taking card game',
  descriptionTag:
    'Play Schafkopf, the Bavarian card game for three or four: bid an ace game, Bettel, Wenz or Solo, find your secret partner, and say Contra and Re.',
} satisfies EntryTexts;
// catalogue-texts:end

export const schafkopf: CatalogueEntry = {
  code: 'schafkopf',
  codes: { pt: 'cabeca-de-carneiro', de: 'schafkopfen', fr: 'tete-de-mouton', it: 'testa-di-pecora' },
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/schafkopf/thumbnail.svg',
  modes: ['OnlineFriend', 'AI'],
  minPlayers: 3,
  maxPlayers: 4,
  defaultPlayers: 4,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')), layout: 'cardTable' }),
  aiConfig: async () => (await import('./ai')).aiConfig,
  customization: async () => (await import('./customization')).customization,
};

export default schafkopf;
