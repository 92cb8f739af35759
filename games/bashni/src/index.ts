import type { CatalogueEntry } from '@tabula/game-kit';
import en from '../locales/en.json';

export const bashni: CatalogueEntry = {
  code: 'bashni',
  codes: { pt: 'damas-em-colunas', de: 'baschni', fr: 'bachni', it: 'dama-a-colonne' },
  name: en.name,
  description: en.description,
  descriptionTag: en.descriptionTag,
  instructions: en.instructions,
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
