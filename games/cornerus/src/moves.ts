import { INVALID_MOVE } from 'boardgame.io/core';
import type { MoveContext } from '@tabula/game-kit';
import { logAfterMove, logEnded, logPlaced } from './log';
import { orientationsOf, isPiece } from './pieces';
import { advance, applyPlacement, currentSlot, isOver, isPlaying, problemOf } from './rules';
import type { CornerusState } from './types';

/** The colour the sender controls on this turn, or null when it may not act. */
function colourToPlay({ G, ctx, playerID }: MoveContext<CornerusState>) {
  if (isOver(G)) return null;
  const slot = currentSlot(G, ctx.numPlayers);
  return slot.seat === playerID && isPlaying(G, slot.colour) ? slot.colour : null;
}

/** Places a piece of the colour on turn: its id, orientation index and the top-left of its bounding box. */
export function placePiece(context: MoveContext<CornerusState>, piece: number, orientation: number, x: number, y: number) {
  const { G, ctx } = context;
  const colour = colourToPlay(context);
  if (colour === null || !isPiece(piece) || !G.colours[colour]!.remaining.includes(piece)) return INVALID_MOVE;
  if (!Number.isInteger(orientation) || orientation < 0 || orientation >= orientationsOf(piece).length) return INVALID_MOVE;
  if (!Number.isInteger(x) || !Number.isInteger(y)) return INVALID_MOVE;
  const choice = { piece, orientation, x, y };
  if (problemOf(G, colour, choice) !== null) return INVALID_MOVE;
  applyPlacement(G, colour, choice);
  logPlaced(G, context.playerID, colour, choice);
  advance(G, ctx.numPlayers);
  logAfterMove(G, ctx.numPlayers);
}

/** Ends the colour on turn for the rest of the game: its remaining pieces count against it. */
export function endColour(context: MoveContext<CornerusState>) {
  const { G, ctx } = context;
  const colour = colourToPlay(context);
  if (colour === null) return INVALID_MOVE;
  G.colours[colour]!.end = 'ended';
  logEnded(G, context.playerID, colour);
  advance(G, ctx.numPlayers);
  logAfterMove(G, ctx.numPlayers);
}
