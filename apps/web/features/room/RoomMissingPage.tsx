import { useTranslation } from 'react-i18next';
import type { CatalogueEntry, Language } from '@tabula/game-kit';
import { MissingPage } from '../i18n/MissingPage';
import { gamePath } from '../i18n/paths';
import { useCommon } from '../i18n/useCommon';
import { lobbyPath } from './paths';

/** A room link that leads nowhere (a wrong link, or everyone left): a new room of the same game, or the lobby. */
export function RoomMissingPage({ entry, gameName, language }: { entry: CatalogueEntry; gameName: string; language: Language }) {
  const { t } = useTranslation('online');
  const { t: tc } = useCommon();
  const online = entry.modes.includes('OnlineFriend');
  const gamePage = { label: tc('errors.chooseMode', { game: gameName }), href: gamePath(entry, language) };
  return (
    <MissingPage
      message={t('room.notFound')}
      action={online ? { label: t('room.createNew', { game: gameName }), href: gamePath(entry, language, 'online') } : gamePage}
      links={[...(online ? [gamePage] : []), { label: t('room.lobby'), href: lobbyPath(language) }]}
    />
  );
}
