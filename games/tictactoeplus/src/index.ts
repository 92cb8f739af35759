import type { CatalogueEntry } from '@tabula/game-kit';
import en from '../locales/en.json';

export const tictactoeplus: CatalogueEntry = {
  code: 'tictactoeplus',
  codes: { pt: 'jogo-da-velha-mais', de: 'tic-tac-toe-plus', fr: 'morpion-plus', it: 'tris-piu' },
  name: en.name,
  description: en.description,
  descriptionTag: en.descriptionTag,
  instructions: en.instructions,
  contributors: ['Tabula contributors'],
  imageURL: '/games/tictactoeplus/thumbnail.svg',
  modes: ['AI', 'OnlineFriend', 'LocalFriend'],
  minPlayers: 2,
  maxPlayers: 2,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
  aiConfig: async () => (await import('./ai')).aiConfig,
};

export default tictactoeplus;
