import type { CatalogueEntry, EntryTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Memory Match',
  description: 'Turn over two cards, find the pairs',
  descriptionTag:
    'The classic pairs game for two: turn over two cards at a time, remember where the pictures are and collect more pairs than your opponent.',
} satisfies EntryTexts;
// catalogue-texts:end

export const memorymatch: CatalogueEntry = {
  code: 'memorymatch',
  codes: { pt: 'jogo-da-memoria', de: 'gedaechtnisspiel', fr: 'jeu-de-memoire', it: 'gioco-delle-coppie' },
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/memorymatch/thumbnail.svg',
  modes: ['OnlineFriend', 'LocalFriend'],
  minPlayers: 2,
  maxPlayers: 2,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
  customization: async () => (await import('./customization')).customization,
};

export default memorymatch;
