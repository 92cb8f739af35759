import type { PlayerID } from 'boardgame.io';
import type { GameArgs } from '@tabula/game-kit';

/** The translate function of the reversi namespace. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * How a seat is called on this board: online the player's name; on a shared device its colour;
 * against the computer the colour, with the computer's seats marked as such.
 */
export function seatName(t: Translate, gameArgs: GameArgs, seat: PlayerID): string {
  const colour = t(`seats.${seat}`);
  if (gameArgs.mode === 'OnlineFriend') {
    const name = gameArgs.players.find((p) => p.playerID === seat)?.name?.trim();
    return name ? name : colour;
  }
  if (gameArgs.mode === 'AI' && gameArgs.aiSeats?.includes(seat)) return t('board.computer', { colour });
  return colour;
}

export function joinNames(t: Translate, names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return t('board.and', { first: names.slice(0, -1).join(', '), last: names[names.length - 1] });
}

export { squareName } from '../geometry';
