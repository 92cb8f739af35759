import type { CatalogueEntry, GameTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Skat',
  description: 'The German classic for three',
  descriptionTag:
    'Bid for the right to play alone, take the skat or play from the hand, and make 61 card points against the other two.',
  instructions: {
    text: "Three players, 32 cards, ten each and two face down: the skat. Card points: ace 11, ten 10, king 4, queen 3, jack 2; 120 in all.\n\nBidding: middlehand names values (18, 20, 22, 23, 24, 27, 30...) to forehand, who says yes or passes; then rearhand bids against whoever is left. The last one in becomes the declarer at the last value. If everyone passes, the cards are dealt again.\n\nThe declarer picks up the skat and lays two cards away, or plays a hand game without looking at it, then names the game: a suit (the four jacks and that suit are trumps), a grand (only the jacks are trumps) or a null (no trumps, the declarer must take no trick). Hand games may be announced Schneider, Schwarz or ouvert (open); a null may always be ouvert.\n\nFollow the suit led if you can (jacks belong to the trumps); forehand leads first and each trick's winner leads the next. The declarer wins with 61 card points (the skat counts for them), 90 after announcing Schneider and every trick after announcing Schwarz or ouvert.\n\nGame value: the base value (diamonds 9, hearts 10, spades 11, clubs 12, grand 24) times the matadors (with or without the top trumps) plus one for the game, one for hand and one for each of Schneider, Schwarz and their announcements, and ouvert. Null is 23, hand 35, ouvert 46, ouvert hand 59. A game worth less than the bid is lost. The declarer scores the value when winning and loses twice the value when losing.\n\nThe match lasts the chosen number of deals; at each round end every player confirms the next deal, or anyone may quit.",
  },
} satisfies GameTexts;
// catalogue-texts:end

export const skat: CatalogueEntry = {
  code: 'skat',
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/skat/thumbnail.svg',
  modes: ['OnlineFriend', 'AI'],
  minPlayers: 3,
  maxPlayers: 3,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
  aiConfig: async () => (await import('./ai')).aiConfig,
  customization: async () => (await import('./customization')).customization,
};

export default skat;
