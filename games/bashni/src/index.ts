import type { CatalogueEntry, EntryTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Bashni',
  description: 'Column checkers: captured pieces stack into towers',
  descriptionTag: 'Russian-style draughts where captured pieces are not removed but go under the capturing column.',
} satisfies EntryTexts;
// catalogue-texts:end

export const bashni: CatalogueEntry = {
  code: 'bashni',
  codes: { pt: 'damas-em-colunas', de: 'baschni', fr: 'bachni', it: 'dama-a-colonne' },
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/bashni/thumbnail.svg',
  modes: ['AI', 'OnlineFriend', 'LocalFriend'],
  minPlayers: 2,
  maxPlayers: 2,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
  aiConfig: async () => (await import('./ai')).aiConfig,
  customization: async () => (await import('./customization')).customization,
};

export default bashni;
