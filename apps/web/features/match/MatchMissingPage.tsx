import { useTranslation } from 'react-i18next';
import type { Language } from '@tabula/game-kit';
import { MissingPage } from '../i18n/MissingPage';
import { homePath } from '../i18n/sitePaths';
import { useCommon } from '../i18n/useCommon';
import { lobbyPath } from '../room/paths';

/** A match link that leads nowhere: the lobby's waiting rooms, or the games. */
export function MatchMissingPage({ language }: { language: Language }) {
  const { t } = useTranslation('online');
  const { t: tc } = useCommon();
  return (
    <MissingPage
      message={t('match.notFound')}
      action={{ label: t('room.lobby'), href: lobbyPath(language) }}
      links={[{ label: tc('errors.browseGames'), href: homePath(language) }]}
    />
  );
}
