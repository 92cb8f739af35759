import type { CatalogueEntry } from '@tabula/game-kit';
import en from '../locales/en.json';

export const fourinarow: CatalogueEntry = {
  code: 'fourinarow',
  codes: { pt: 'quatro-em-linha', de: 'vier-in-einer-reihe', fr: 'quatre-en-ligne', it: 'quattro-in-fila' },
  name: en.name,
  description: en.description,
  descriptionTag: en.descriptionTag,
  instructions: en.instructions,
  contributors: ['Tabula contributors'],
  imageURL: '/games/fourinarow/thumbnail.svg',
  modes: ['OnlineFriend', 'LocalFriend'],
  minPlayers: 2,
  maxPlayers: 2,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
};

export default fourinarow;
