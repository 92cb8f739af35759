import type { CatalogueEntry, EntryTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'French Tarot',
  description: "France's favourite trick-taking game with 78 cards",
  descriptionTag:
    'Play French Tarot for three, four or five: bid a petite, garde, garde sans or garde contre, take the chien, call a king, show a poignée and bring the Petit home.',
} satisfies EntryTexts;
// catalogue-texts:end

export const frenchtarot: CatalogueEntry = {
  code: 'frenchtarot',
  codes: { pt: 'tarot-frances', de: 'franzoesisches-tarot', fr: 'tarot', it: 'tarocco-francese' },
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/frenchtarot/thumbnail.svg',
  modes: ['OnlineFriend', 'AI'],
  minPlayers: 3,
  maxPlayers: 5,
  defaultPlayers: 4,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')), layout: 'cardTable' }),
  aiConfig: async () => (await import('./ai')).aiConfig,
  customization: async () => (await import('./customization')).customization,
};

export default frenchtarot;
