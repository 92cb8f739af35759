import type { PlayerInfo } from '@tabula/game-kit';
import { nameOf } from '@tabula/game-kit/ui';
import { cardNumber } from '../grid';
import { pictureOf } from '../pictures';
import type { Face, Seat, Try } from '../types';

/** The translate function of the memorymatch namespace. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export const pictureName = (t: Translate, face: Face) => t(`pictures.${pictureOf(face)}`);

/** A card's accessible name: its number, then its picture and who matched it once face up. */
export function cardLabel(
  t: Translate,
  {
    cell,
    face,
    matchedBy,
    lastTry,
    players,
  }: { cell: number; face: Face | null; matchedBy: Seat | null; lastTry: boolean; players: PlayerInfo[] },
): string {
  const number = cardNumber(cell);
  const text =
    face === null
      ? t('board.faceDown', { number })
      : matchedBy !== null
        ? t('board.matched', { number, picture: pictureName(t, face), player: nameOf(players, matchedBy) })
        : t('board.faceUp', { number, picture: pictureName(t, face) });
  return lastTry ? `${text}, ${t('board.lastTry')}` : text;
}

/**
 * What the last try did: a pair (named), a miss naming both pictures while they are still shown,
 * or a miss without names once they have turned back.
 */
export function lastTryText(t: Translate, last: Try, faces: [Face | null, Face | null], players: PlayerInfo[]): string {
  const player = nameOf(players, last.seat);
  const [first, second] = faces;
  if (last.matched && first) return t('lastTry.pair', { player, picture: pictureName(t, first) });
  if (first && second) return t('lastTry.missNamed', { player, first: pictureName(t, first), second: pictureName(t, second) });
  return t('lastTry.miss', { player });
}
