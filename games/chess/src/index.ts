import type { CatalogueEntry, GameTexts } from '@tabula/game-kit';

// catalogue-texts:begin
// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by
// the catalogue contract test (importing en.json would ship every board label to the home page).
const texts = {
  name: 'Chess',
  description: 'The classic game of kings',
  descriptionTag:
    'Play chess online with a friend, on one device, or against the computer at eight levels, from beginner to Stockfish.',
  instructions: {
    text: 'White moves first, then the players alternate. Each piece moves in its own way: the king one square in any direction, the queen any distance along lines and diagonals, the rook along lines, the bishop along diagonals, the knight in an L-shape jumping over pieces, and the pawn straight forward (two squares from its starting square), capturing diagonally.\n\nSpecial moves: castling (move the king two squares towards a rook that has not moved; the squares between must be empty, and the king may not be in check, pass through or land on an attacked square), en passant (a pawn that just moved two squares can be captured as if it had moved one, only on the very next move) and promotion (a pawn reaching the last rank becomes a queen, rook, bishop or knight of your choice).\n\nYou may never leave your own king in check. Checkmate the opposing king to win. The game is drawn automatically, without a claim, on stalemate, when the same position occurs for the third time, after fifty moves by each side without a capture or pawn move, or when neither side has enough material left to checkmate.\n\nClick or tap a piece to see its legal moves, then click or tap the target square. On a keyboard, move between squares with the arrow keys and press Enter or Space to select and move. The speaker button turns the move sound on or off. On your turn you can resign with the Resign button under the board; the moves played so far are listed there too.',
  },
} satisfies GameTexts;
// catalogue-texts:end

export const chess: CatalogueEntry = {
  code: 'chess',
  codes: { pt: 'xadrez', de: 'schach', fr: 'echecs', it: 'scacchi' },
  ...texts,
  contributors: ['Tabula contributors'],
  imageURL: '/games/chess/thumbnail.svg',
  modes: ['AI', 'OnlineFriend', 'LocalFriend'],
  minPlayers: 2,
  maxPlayers: 2,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE', de: 'DONE', fr: 'DONE', it: 'DONE' },
  rules: () => import('./game'),
  config: async () => ({ ...(await import('./game')), ...(await import('./board/Board')) }),
  aiConfig: async () => (await import('./ai')).aiConfig,
};

export default chess;
