import type { CatalogueEntry, GameTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Memory Match',
  description: 'Turn over two cards, find the pairs',
  descriptionTag:
    'The classic pairs game for two: turn over two cards at a time, remember where the pictures are and collect more pairs than your opponent.',
  instructions: {
    text: '24 cards lie face down in a 5 by 5 grid with an empty space in the middle: 12 pairs of animal pictures, shuffled. Player 1 starts.\n\nOn your turn, turn over one card, then a second one. If the two pictures match, you keep the pair and, with the setting "Stay in turn on a match" (on unless changed), you turn over two more cards. If they do not match, everyone sees both pictures for a moment, then they turn back face down and it is the other player\'s turn. Try to remember where each picture was!\n\nWhen all 12 pairs have been found, the player with more pairs wins; 6 pairs each is a draw.\n\nClick or tap a face-down card to turn it over; the cards you may turn are outlined. On a keyboard, move between cards with the arrow keys and press Enter or Space to turn one over.',
  },
} satisfies GameTexts;
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
