import { useTranslation } from 'react-i18next';
import type { Language } from '@tabula/game-kit';
import { MissingPage } from '../i18n/MissingPage';
import { homePath, sitePath } from '../i18n/sitePaths';
import { useCommon } from '../i18n/useCommon';

/**
 * A match link that leads nowhere: the lobby's waiting rooms, or the games. Part of the match page's
 * first load, so it stays away from the catalogue (room/paths.ts needs it).
 */
export function MatchMissingPage({ language }: { language: Language }) {
  const { t } = useTranslation('online');
  const { t: tc } = useCommon();
  return (
    <MissingPage
      message={t('match.notFound')}
      action={{ label: t('room.lobby'), href: sitePath(language, '/lobby') }}
      links={[{ label: tc('errors.browseGames'), href: homePath(language) }]}
    />
  );
}
