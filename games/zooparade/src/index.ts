import type { CatalogueEntry, EntryTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Zoo Parade',
  description: 'Build five animal parades together: you see every hand but your own',
  descriptionTag:
    "Play Zoo Parade online for 2 to 5 players or with computer teammates: a cooperative card game like Hanabi where you see everyone's cards but your own and build five parades from 1 to 5 with hints.",
} satisfies EntryTexts;
// catalogue-texts:end

export const zooparade: CatalogueEntry = {
  code: 'zooparade',
  codes: { pt: 'desfile-do-zoo', de: 'zooparade-spiel', fr: 'parade-du-zoo', it: 'parata-dello-zoo' },
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/zooparade/thumbnail.svg',
  modes: ['AI', 'OnlineFriend'],
  minPlayers: 2,
  maxPlayers: 5,
  defaultPlayers: 3,
  status: 'IN_DEVELOPMENT',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')), layout: 'cardTable' }),
  aiConfig: async () => (await import('./ai')).aiConfig,
  customization: async () => (await import('./customization')).customization,
};

export default zooparade;
