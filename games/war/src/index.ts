import type { CatalogueEntry, EntryTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'War',
  description: 'Turn your cards, the higher one takes both',
  descriptionTag:
    "The children's card game for two: both turn up a card and the higher one takes both; equal cards mean war. Win all 52 cards.",
} satisfies EntryTexts;
// catalogue-texts:end

export const war: CatalogueEntry = {
  code: 'war',
  codes: { pt: 'guerra', de: 'krieg', fr: 'bataille', it: 'battaglia' },
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/war/thumbnail.svg',
  modes: ['AI', 'LocalFriend', 'OnlineFriend'],
  minPlayers: 2,
  maxPlayers: 2,
  status: 'IN_DEVELOPMENT',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')), layout: 'cardTable' }),
  aiConfig: async () => (await import('./ai')).aiConfig,
};

export default war;
