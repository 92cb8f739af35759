import type { CatalogueEntry, GameTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Schafkopf',
  description: 'The Bavarian trick-taking card game',
  descriptionTag:
    'Play Schafkopf, the Bavarian card game for three or four: bid an ace game, Bettel, Wenz or Solo, find your secret partner, and say Contra and Re.',
  instructions: {
    text: 'Schafkopf is played with 32 German-suited cards by four players (24 cards by three). Each player gets eight cards. Card points: Ace 11, Ten 10, King 4, Ober 3, Unter 2; 120 in all.\n\nBidding: from the player after the dealer, everyone says "Pass" or "I\'m playing". Those who play then name a contract, each higher than the last: Ace game (four players only), Bettel, Wenz, Solo. If everyone passes, the next dealer deals again.\n\nAce game: hearts are trumps; the taker calls an ace of another suit whose suit they hold, and its holder becomes their secret partner, known only when the ace is played. Solo: the taker chooses the trump suit and plays alone. Wenz: only the four Unters are trumps. Bettel: no trumps, and the taker must not win a single trick. In a Solo or Wenz the taker may announce Tout: then they must win every trick.\n\nTrumps, highest first: the Obers, then the Unters (acorns, leaves, hearts, bells), then the trump suit A 10 K 9 8 7. You must follow the suit led (trumps count as one suit); if you cannot, play any card. The holder of the called ace must play it when its suit is led and may not throw it away on another suit; they may lead the suit with another card only when holding four or more of it.\n\nBefore the first card, the opponents may say Contra (double); then the taker\'s side may say Re (double again). The taker\'s side wins with 61 card points (Tout: all tricks; Bettel: no trick). Values: Ace game 1, Bettel 3, Wenz and Solo 5, Tout 10, plus 1 for Schneider (91 points, or 30 or fewer), 2 for Schwarz (all or no tricks) and 1 per running trump (the top trumps held in an unbroken run by one side, from three, from two in a Wenz). Every opponent pays the value to the taker\'s side, or receives it.',
  },
} satisfies GameTexts;
// catalogue-texts:end

export const schafkopf: CatalogueEntry = {
  code: 'schafkopf',
  codes: { pt: 'cabeca-de-carneiro', de: 'schafkopfen', fr: 'tete-de-mouton', it: 'testa-di-pecora' },
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/schafkopf/thumbnail.svg',
  modes: ['OnlineFriend', 'AI'],
  minPlayers: 3,
  maxPlayers: 4,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
  aiConfig: async () => (await import('./ai')).aiConfig,
  customization: async () => (await import('./customization')).customization,
};

export default schafkopf;
