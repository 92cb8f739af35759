import type { CatalogueEntry, GameTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Sea Battle',
  description: "Hide your fleet, find and sink your opponent's",
  descriptionTag:
    "The classic naval guessing game for two: place five ships on a secret grid, then take turns firing at your opponent's grid until one fleet is sunk.",
  instructions: {
    text: 'Each player has a secret 10 by 10 grid and a fleet of five ships: a carrier of 5 cells, a battleship of 4, a cruiser and a submarine of 3 each, and a destroyer of 2.\n\nFirst both players place their fleets at the same time. Each ship lies straight, across or down, fully on the grid; ships may not overlap but may touch. The board starts from a random layout: drag a ship to move it and click or tap it to turn it, or press Random for a new layout. On a keyboard, Tab to a ship, move it with the arrow keys and turn it with R. When the layout is valid, press Done; "INVALID POSITIONING" means two ships overlap.\n\nThen the players take turns firing one shot at a cell of the other\'s grid, Player 1 first. A shot is a miss or a hit; a hit does not say which ship it struck. When every cell of a ship has been hit, the ship is sunk and shown. One shot per turn, hit or miss.\n\nThe first player to sink the whole enemy fleet wins. Click or tap a cell of the enemy grid to fire; on a keyboard, move over it with the arrow keys and press Enter or Space. Your own grid shows your ships and where your opponent fired.',
  },
} satisfies GameTexts;
// catalogue-texts:end

export const seabattle: CatalogueEntry = {
  code: 'seabattle',
  codes: { pt: 'batalha-naval', de: 'schiffe-versenken', fr: 'bataille-navale', it: 'battaglia-navale' },
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/seabattle/thumbnail.svg',
  modes: ['AI', 'OnlineFriend'],
  minPlayers: 2,
  maxPlayers: 2,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
  aiConfig: async () => (await import('./ai')).aiConfig,
};

export default seabattle;
