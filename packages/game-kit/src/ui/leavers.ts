import type { PlayerID } from 'boardgame.io';
import type { TFunction } from 'i18next';
import type { PlayerInfo } from '../contract';
import { RESIGNED_REASON } from '../resignation';
import { isDraw, winnersOf, type GameResult } from '../result';
import { listNames, nameOf } from './playerNames';

/** `reason` of a card match that a seat ended at a round end (each card game's `reasons.quit`). */
export const QUIT_REASON = 'quit';

/** Who ended the game early: the seat that quit the match, or the seats that resigned. */
export interface Leavers {
  kind: 'quit' | 'resigned';
  seats: PlayerID[];
}

/**
 * The seats that left: `quitBy` for a match ended by a quit (the game knows it, the result does
 * not), and for a resignation every seat that is not among the winners (`withResignation` makes
 * the seats still in play the winners). Null when the game simply ran its course.
 */
export function leaversOf(result: GameResult, players: PlayerInfo[], quitBy?: PlayerID | null): Leavers | null {
  if (result.reason === QUIT_REASON && quitBy != null) return { kind: 'quit', seats: [quitBy] };
  if (result.reason !== RESIGNED_REASON || isDraw(result)) return null;
  const winners = winnersOf(result);
  const seats = players.map((p) => p.playerID).filter((seat) => !winners.includes(seat));
  return seats.length > 0 ? { kind: 'resigned', seats } : null;
}

/** "You quit the match" / "You resigned" for the one who left, as a headline. */
export function ownLeavingText(t: TFunction, leavers: Leavers): string {
  return t(leavers.kind === 'quit' ? 'gameOver.youQuit' : 'gameOver.youResigned');
}

/** "Anna quit the match." / "Anna and Ben resigned." for everybody else, in place of the bare reason. */
export function othersLeavingText(t: TFunction, leavers: Leavers, players: PlayerInfo[]): string {
  const names = listNames(
    t,
    leavers.seats.map((seat) => nameOf(players, seat)),
  );
  return leavers.kind === 'quit'
    ? t('gameOver.playerQuit', { playerName: names })
    : t('gameOver.playersResigned', { playerNames: names, count: leavers.seats.length });
}
