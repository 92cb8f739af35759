import { useCallback, useMemo, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { PlayerID } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import { errorCodes, errorMessage } from '../../lib/apollo/errorMessage';
import { RESIGN_AWAY_PLAYER, SET_STAND_IN } from '../../lib/apollo/operations';

/** The API's refusals of these actions that the site words itself (match.actionError in the locales). */
const WORDED_REFUSALS = ['NO_COMPUTER_PLAYER', 'MATCH_OVER', 'COMPUTER_SEAT', 'NOT_AWAY', 'NOT_WAITING'];

export interface SeatActions {
  busy: boolean;
  /** The last action's refusal or failure, to show; null when it went through. */
  error: string | null;
  clearError: () => void;
  /** on: a computer player plays the viewer's seat; off: the viewer takes it back. */
  standIn: (on: boolean) => void;
  /** The away seat resigns (the match waits on it). */
  resignAway: (seat: PlayerID) => void;
}

/** What a seated player asks the API about seats of the match (`matchId`: the API's match id). */
export function useSeatActions(matchId: string): SeatActions {
  const { t } = useTranslation('online');
  const [setStandIn] = useMutation(SET_STAND_IN);
  const [resignAwayPlayer] = useMutation(RESIGN_AWAY_PLAYER);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (mutate: () => Promise<unknown>) => {
      setBusy(true);
      setError(null);
      try {
        await mutate();
      } catch (failure) {
        const worded = errorCodes(failure).find((code) => WORDED_REFUSALS.includes(code));
        setError(worded ? t(`match.actionError.${worded}`) : errorMessage(failure, t('errors.missing')));
      } finally {
        setBusy(false);
      }
    },
    [t],
  );
  const clearError = useCallback(() => setError(null), []);
  const standIn = useCallback(
    (on: boolean) => void run(() => setStandIn({ variables: { matchId, on } })),
    [run, setStandIn, matchId],
  );
  const resignAway = useCallback(
    (bgioPlayerId: PlayerID) => void run(() => resignAwayPlayer({ variables: { matchId, bgioPlayerId } })),
    [run, resignAwayPlayer, matchId],
  );
  return useMemo(() => ({ busy, error, clearError, standIn, resignAway }), [busy, error, clearError, standIn, resignAway]);
}
