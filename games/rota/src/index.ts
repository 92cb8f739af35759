import type { CatalogueEntry, GameTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Rota',
  description: 'Three in a row on a Roman wheel',
  descriptionTag:
    'An ancient Roman game for two: place three pieces each on a wheel, then move them round it until someone lines up three.',
  instructions: {
    text: 'Rota is played on a wheel: eight points on a circle and one in the centre. Red and Blue have three pieces each. Red moves first.\n\nFirst the players take turns placing one piece on any empty point until all six pieces are on the wheel. Then they take turns moving one of their pieces to a neighbouring empty point: to the next point along the circle, or between a point of the circle and the centre. Pieces never jump over others, and you cannot pass.\n\nThe first player with three pieces in a line wins: three neighbouring points of the circle, or a line through the centre from one side of the circle to the other. A line made while placing counts too. When the same position comes up for the third time with the same player to move, the game is a draw.\n\nClick or tap an empty point to place a piece. To move, click or tap one of your pieces, then one of the highlighted points. On a keyboard, move between points with the arrow keys and press Enter or Space. Against the computer, the Perfect level never loses: the best you can get is a draw.',
  },
} satisfies GameTexts;
// catalogue-texts:end

export const rota: CatalogueEntry = {
  code: 'rota',
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/rota/thumbnail.svg',
  modes: ['AI', 'OnlineFriend', 'LocalFriend'],
  minPlayers: 2,
  maxPlayers: 2,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
  aiConfig: async () => (await import('./ai')).aiConfig,
};

export default rota;
