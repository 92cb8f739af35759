import type { CatalogueEntry } from '@tabula/game-kit';
import en from '../locales/en.json';
import { MAX_PLAYERS, MIN_PLAYERS } from './rules';

export const reversi: CatalogueEntry = {
  code: 'reversi',
  name: en.name,
  description: en.description,
  descriptionTag: en.descriptionTag,
  instructions: en.instructions,
  contributors: ['Tabula contributors'],
  imageURL: '/games/reversi/thumbnail.svg',
  modes: ['AI', 'OnlineFriend', 'LocalFriend'],
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
  aiConfig: async () => (await import('./ai')).aiConfig,
};

export default reversi;
