import type { CatalogueEntry, EntryTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Bombs & Bunnies',
  description: 'Hide a bomb among your bunnies and bluff your way through the bets',
  descriptionTag:
    'Play Bombs & Bunnies, a game of bluff like Skull, online for 2 to 6 players, on one device or against the computer: place cards face down, bet how many bunnies you can flip, and beware of the bombs.',
} satisfies EntryTexts;
// catalogue-texts:end

export const bombsAndBunnies: CatalogueEntry = {
  code: 'bombsAndBunnies',
  codes: { pt: 'bombas-e-coelhos', de: 'bomben-und-hasen', fr: 'bombes-et-lapins', it: 'bombe-e-conigli' },
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/bombsAndBunnies/thumbnail.svg',
  modes: ['AI', 'OnlineFriend', 'LocalFriend'],
  minPlayers: 2,
  maxPlayers: 6,
  defaultPlayers: 4,
  status: 'IN_DEVELOPMENT',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')), layout: 'cardTable' }),
  aiConfig: async () => (await import('./ai')).aiConfig,
  customization: async () => (await import('./customization')).customization,
};

export default bombsAndBunnies;
