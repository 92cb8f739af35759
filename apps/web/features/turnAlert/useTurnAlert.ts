import { useEffect, useRef } from 'react';
import type { Ctx, PlayerID } from 'boardgame.io';
import { seatsThatMayAct } from '@tabula/game-kit';
import { useCommon } from '../i18n/useCommon';
import { armChime, playChime } from './chime';
import { notifyTurn } from './turnNotification';
import { turnSoundOn } from './turnSoundPreference';
import { createTurnTitle, type TurnTitle } from './turnTitle';

export interface TurnAlertInput {
  ctx: Pick<Ctx, 'activePlayers' | 'currentPlayer' | 'gameover'>;
  /** The viewer's seat; none for a spectator, who is never alerted. */
  playerID: PlayerID | null | undefined;
  /** The game's name in the reader's language, for the notification. */
  gameName: string;
  /** A computer plays the viewer's seat for now: its turns are not the viewer's news. */
  computerPlaysSeat?: boolean;
}

const hidden = () => document.visibilityState === 'hidden';

/**
 * Tells an online player that it has become their turn: with the tab hidden, the title counts the
 * turns, a chime plays and the browser notifies them if they allowed it; with the tab visible, a
 * subtle note only. Nothing while it stays their turn, nor once the match is over.
 */
export function useTurnAlert({ ctx, playerID, gameName, computerPlaysSeat = false }: TurnAlertInput): void {
  const { t } = useCommon();
  const mine = playerID != null && !computerPlaysSeat && seatsThatMayAct(ctx).includes(playerID);
  // Opening the match on one's own turn is no news: only a change to it is.
  const wasMine = useRef(mine);
  const title = useRef<TurnTitle | null>(null);

  useEffect(() => {
    armChime();
    const turnTitle = createTurnTitle();
    title.current = turnTitle;
    const onVisibility = () => {
      if (!hidden()) turnTitle.restore();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      turnTitle.restore();
      title.current = null;
    };
  }, []);

  useEffect(() => {
    const became = mine && !wasMine.current;
    wasMine.current = mine;
    if (!became) return;
    const sound = turnSoundOn();
    if (!hidden()) {
      if (sound) playChime('subtle');
      return;
    }
    const yourTurn = t('turnAlert.yourTurn');
    title.current?.count(yourTurn);
    if (sound) playChime('chime');
    notifyTurn(yourTurn, t('turnAlert.notification', { game: gameName }));
  }, [mine, t, gameName]);
}
