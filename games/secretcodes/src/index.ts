import type { CatalogueEntry, EntryTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Secret Codes',
  description: 'Two teams, two spymasters and one-word clues: find your agents, avoid the assassin',
  descriptionTag:
    'Play Secret Codes online with 4 to 20 friends in two teams, or on one device: spymasters give one-word clues, their teams find their agents among 25 words, and nobody touches the assassin.',
} satisfies EntryTexts;
// catalogue-texts:end

export const secretcodes: CatalogueEntry = {
  code: 'secretcodes',
  codes: { pt: 'codigos-secretos', de: 'geheime-codes', fr: 'codes-secrets', it: 'codici-segreti' },
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/secretcodes/thumbnail.svg',
  modes: ['OnlineFriend', 'LocalFriend'],
  minPlayers: 2,
  maxPlayers: 20,
  defaultPlayers: 4,
  status: 'IN_DEVELOPMENT',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
  customization: async () => (await import('./customization')).customization,
};

export default secretcodes;
