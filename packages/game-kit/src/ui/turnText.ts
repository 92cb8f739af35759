import type { PlayerID } from 'boardgame.io';
import type { TFunction } from 'i18next';
import type { GameMode, PlayerInfo } from '../contract';
import { listNames, nameContext, nameOf } from './playerNames';

export interface TurnSituation {
  /** The seats that may act now (none once the game is over). */
  acting: PlayerID[];
  numPlayers: number;
  /** The viewer's seat; null on a shared device or for a spectator. */
  playerID: PlayerID | null;
  mode: GameMode;
  players: PlayerInfo[];
  /** The seats a computer plays: against the computer, its seats; online, computer players and stand-ins. */
  aiSeats?: readonly PlayerID[];
}

export interface TurnText {
  text: string;
  /** The viewer is the one to act: the line stands out. */
  mine: boolean;
}

/**
 * The one wording of whose turn it is, in every game: "Your turn", "The computer is thinking…",
 * "The computer is playing for you" (online, while a computer stands in for the viewer),
 * "Everyone chooses", "Anna's turn" (on a shared device and for spectators) or "Waiting for Anna
 * and Ben". Null when nobody may act.
 */
export function turnText(t: TFunction, situation: TurnSituation, language?: string): TurnText | null {
  const { acting, numPlayers, mode, players } = situation;
  if (acting.length === 0) return null;
  const viewer = mode === 'LocalFriend' ? null : situation.playerID;
  const mine = viewer !== null && acting.includes(viewer);
  if (acting.length > 1 && acting.length >= numPlayers) return { text: t('turn.everyoneChooses'), mine };
  if (mine && mode === 'OnlineFriend' && situation.aiSeats?.includes(viewer)) {
    return { text: t('turn.computerPlaysForYou'), mine: false };
  }
  if (mine) return { text: t('turn.yourTurn'), mine };
  const computer = new Set(mode === 'AI' ? (situation.aiSeats ?? []) : []);
  if (acting.every((seat) => computer.has(seat))) return { text: t('turn.computerThinking'), mine };
  const names = acting.map((seat) => nameOf(players, seat));
  const context = nameContext(names[0], language);
  // One device (hot seat, or a second human against the computer) or a spectator: name who acts.
  const sharedOrWatching = viewer === null || mode === 'AI';
  if (sharedOrWatching && names.length === 1) return { text: t('turn.playersTurn', { playerName: names[0], context }), mine };
  return { text: t('turn.waitingFor', { playerName: listNames(t, names), context }), mine };
}
