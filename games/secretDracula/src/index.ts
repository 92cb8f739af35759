import type { CatalogueEntry, EntryTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Secret Dracula',
  description: 'Unmask the vampires before Dracula rules the village',
  descriptionTag:
    'Play Secret Dracula online for 5 to 10 players or against the computer: villagers and hidden vampires elect a Mayor and a Priest, enact garlic or blood policies and hunt for Dracula.',
} satisfies EntryTexts;
// catalogue-texts:end

export const secretDracula: CatalogueEntry = {
  code: 'secretDracula',
  codes: { pt: 'dracula-secreto', de: 'geheimer-dracula', fr: 'dracula-secret', it: 'dracula-segreto' },
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/secretDracula/thumbnail.svg',
  modes: ['AI', 'OnlineFriend'],
  minPlayers: 5,
  maxPlayers: 10,
  defaultPlayers: 7,
  status: 'IN_DEVELOPMENT',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')), layout: 'cardTable' }),
  aiConfig: async () => (await import('./ai')).aiConfig,
};

export default secretDracula;
