import { useRouter } from 'next/router';
import Button from '@mui/material/Button';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { findGame } from '@tabula/catalogue';
import type { Language } from '@tabula/game-kit';
import { GAME_KIT_NAMESPACE } from '@tabula/game-kit/ui';
import { errorMessage } from '../../lib/apollo/errorMessage';
import { MATCH } from '../../lib/apollo/operations';
import { useGameModule } from '../play/useGameModule';
import { useSession } from '../session/useSession';
import { MatchFrame } from './MatchFrame';
import { MatchStatus } from './MatchStatus';
import { matchName } from './matchName';
import { loadMatchViews } from './matchViews';
import type { PublicMatch } from './publicMatch';

export interface MatchScreenProps {
  matchId: string;
  language: Language;
  /** The match as anyone may see it, read by the server; null when the API could not be reached then. */
  initialMatch: PublicMatch | null;
}

/**
 * /match/<id>: a visitor watches at once, without a nickname; a signed-in visitor who has a seat in
 * the match plays it (its own reading of the match carries the seat's credentials).
 */
export function MatchScreen({ matchId, language, initialMatch }: MatchScreenProps) {
  const router = useRouter();
  const { t } = useTranslation([GAME_KIT_NAMESPACE, 'online']);
  const session = useSession();
  const own = useQuery(MATCH, { variables: { id: matchId }, skip: !session.loggedIn });
  const seated = own.data?.match;
  const match: PublicMatch | undefined = seated ?? initialMatch ?? undefined;
  const entry = match ? findGame(match.gameCode) : undefined;
  const { state, retry } = useGameModule(entry, false, loadMatchViews);
  const name = matchName(t, entry?.code);
  const status = (type: 'loading' | 'error', message: string, onRetry?: () => void) => (
    <MatchFrame title={name}>
      <MatchStatus
        type={type}
        message={message}
        action={
          onRetry && (
            <Button variant="contained" onClick={onRetry}>
              {t('message.retry')}
            </Button>
          )
        }
      />
    </MatchFrame>
  );

  // Until the session is known (and a signed-in visitor's seat), nothing is connected: the client
  // would otherwise connect twice, as a spectator first.
  if (!session.ready || (session.loggedIn && own.loading && !seated)) return status('loading', t('message.connecting'));
  if (session.loggedIn && own.error && !seated)
    return status('error', errorMessage(own.error, t('errors.missing', { ns: 'online' })), () => void own.refetch());
  if (!match) return status('error', t('match.unavailable', { ns: 'online' }), () => void router.replace(router.asPath));
  if (!entry) return status('error', t('message.gameNotFound'));
  if (state.status === 'connecting') return status('loading', t('message.connecting'));
  if (state.status === 'downloading') return status('loading', t('message.downloading', { name }));
  if (state.status === 'failed') return status('error', t('message.failedToDownload', { name }), retry);
  const { PlayerMatch, SpectatorMatch } = state.screen;
  if (seated && seated.bgioPlayerId !== null && seated.bgioSecret) {
    return <PlayerMatch match={seated} entry={entry} module={state.module} gameName={name} language={language} />;
  }
  return <SpectatorMatch match={match} entry={entry} module={state.module} gameName={name} />;
}
