import type { CatalogueEntry, EntryTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Take 6!',
  description: 'Play your cards in secret and dodge the bullheads',
  descriptionTag:
    'Play Take 6! (6 nimmt!) online for 2 to 10 players or against the computer: everyone picks a card in secret, the cards are laid in four rows, and the sixth card takes the row. Fewest bullheads wins.',
} satisfies EntryTexts;
// catalogue-texts:end

export const takesix: CatalogueEntry = {
  code: 'takesix',
  codes: { pt: 'pega-em-6', de: '6-nimmt', fr: '6-qui-prend', it: 'prendi-6' },
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/takesix/thumbnail.svg',
  modes: ['AI', 'OnlineFriend'],
  minPlayers: 2,
  maxPlayers: 10,
  defaultPlayers: 5,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')), layout: 'cardTable' }),
  aiConfig: async () => (await import('./ai')).aiConfig,
  customization: async () => (await import('./customization')).customization,
};

export default takesix;
