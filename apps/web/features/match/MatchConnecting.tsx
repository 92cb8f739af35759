import { useTranslation } from 'react-i18next';
import { GAME_KIT_NAMESPACE } from '@tabula/game-kit/ui';
import { MatchFrame, MatchLoading } from './MatchFrame';
import { matchName } from './matchName';
import type { PublicMatch } from './publicMatch';

/** The match page before it knows who is looking: on the server, and while its code downloads. */
export function MatchConnecting({ initialMatch }: { initialMatch: PublicMatch | null }) {
  const { t } = useTranslation([GAME_KIT_NAMESPACE, 'online']);
  return (
    <MatchFrame title={matchName(t, initialMatch?.gameCode)}>
      <MatchLoading message={t('message.connecting')} />
    </MatchFrame>
  );
}
