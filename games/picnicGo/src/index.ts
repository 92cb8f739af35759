import type { CatalogueEntry, EntryTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Picnic Go',
  description: 'Pick a card, pass the hand, build the best picnic',
  descriptionTag:
    'Play Picnic Go online with 2 to 5 friends: everyone picks a card in secret from the hand they hold, the picks are revealed together and the hands are passed on. Sandwiches, chips, pizza and cupcakes over three rounds.',
} satisfies EntryTexts;
// catalogue-texts:end

export const picnicGo: CatalogueEntry = {
  code: 'picnicGo',
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/picnicGo/thumbnail.svg',
  modes: ['AI', 'OnlineFriend'],
  minPlayers: 2,
  maxPlayers: 5,
  defaultPlayers: 3,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')), layout: 'cardTable' }),
  aiConfig: async () => (await import('./ai')).aiConfig,
};

export default picnicGo;
