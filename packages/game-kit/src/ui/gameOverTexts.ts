import type { PlayerID } from 'boardgame.io';
import type { TFunction } from 'i18next';
import type { PlayerInfo } from '../contract';
import { isDraw, winnersOf, type GameResult } from '../result';
import { listNames, nameOf } from './playerNames';

/** Who won, by name: "Anna won!", "Anna and Ben won!", "Everyone won!", "Nobody won", "Draw". */
export function namedOutcome(t: TFunction, result: GameResult, players: PlayerInfo[]): string {
  if (isDraw(result)) return t('gameOver.draw');
  const winners = winnersOf(result);
  if (winners.length === 0) return t('gameOver.nobodyWon');
  if (winners.length > 1 && winners.length >= players.length) return t('gameOver.everyoneWon');
  return t('gameOver.playerWon', {
    playerName: listNames(
      t,
      winners.map((id) => nameOf(players, id)),
    ),
    count: winners.length,
  });
}

export interface GameOverTexts {
  headline: string;
  /** Who won, when the headline speaks to the viewer and does not say it. */
  winners: string | null;
}

/**
 * The viewer with a seat reads their own outcome ("You won!", "You share the win!", "You lost"),
 * followed by who won unless they won alone; spectators and a shared device read who won.
 */
export function gameOverTexts(t: TFunction, result: GameResult, viewer: PlayerID | null, players: PlayerInfo[]): GameOverTexts {
  const named = namedOutcome(t, result, players);
  if (viewer === null || isDraw(result)) return { headline: named, winners: null };
  const winners = winnersOf(result);
  if (!winners.includes(viewer)) return { headline: t('gameOver.youLost'), winners: named };
  if (winners.length === 1) return { headline: t('gameOver.youWon'), winners: null };
  const everyone = winners.length >= players.length;
  return { headline: everyone ? t('gameOver.youWon') : t('gameOver.sharedWin'), winners: named };
}
