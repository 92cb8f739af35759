import type { CatalogueEntry, GameTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Sixty-Six',
  description: 'Marriage card game for two',
  descriptionTag:
    'Win tricks and declare marriages to reach 66 points first, close the stock when you dare, and be the first to 7 game points.',
  instructions: {
    text: 'Two players, 24 cards: A (11 points), 10 (10), K (4), Q (3), J (2) and 9 (0) in four suits. Each player gets six cards; the bottom card of the stock is turned face up and its suit is trumps. The deal alternates and the non-dealer leads the first trick.\n\nWhile the stock is open you need not follow suit. A trick is won by the highest trump, or else by the highest card of the suit led, and its winner leads next. Before leading, the winner of a trick presses "Draw cards": both take a card from the stock, the winner first. The face-up trump card is the last card drawn.\n\nWhen you are on lead you may also: declare a marriage, the king and queen of one suit, for 20 points (40 in trumps), and then lead one of the two (its points count only once you have won a trick; marriages may be declared whenever you lead, also after closing or when the stock is exhausted); exchange the 9 of trumps for the face-up trump card, once you have won a trick and while the stock is open; close the stock, before or after drawing, so that nobody draws any more; call "Out!" when you believe you have 66 points.\n\nOnce the stock is closed or exhausted you must follow suit and head the trick if you can; if you cannot follow, you must trump if you can.\n\nScoring: a correct "Out!" (66 or more, marriages included) scores 1 game point, 2 if the opponent took fewer than 33 points in cards (marriages do not count here), 3 if the opponent has won no trick. "Out!" with fewer than 66 gives the opponent 2. When all cards are played with the stock exhausted, the last trick is worth 10 more and the higher total scores 1, 2 or 3 in the same way; equal totals score nothing. A player who closes and reaches 66 scores in the same way; if they fall short, or the opponent calls "Out!" first, the opponent scores 2, or 3 if the opponent had not won a trick when the stock was closed.\n\nPoints are not shown during play: keep count yourself (the last trick can be looked at). The first to 7 game points wins the match. Between rounds either player may quit, and the higher total wins.',
  },
} satisfies GameTexts;
// catalogue-texts:end

export const sixtysix: CatalogueEntry = {
  code: 'sixtysix',
  codes: { pt: 'sessenta-e-seis', de: 'sechsundsechzig', fr: 'soixante-six', it: 'sessantasei' },
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/sixtysix/thumbnail.svg',
  modes: ['OnlineFriend', 'AI'],
  minPlayers: 2,
  maxPlayers: 2,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
  aiConfig: async () => (await import('./ai')).aiConfig,
};

export default sixtysix;
