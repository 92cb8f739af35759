import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import Typography from '@mui/material/Typography';
import { findGame } from '@tabula/catalogue';
import { useTranslation } from 'react-i18next';
import { GameProblemPage } from '../../../features/i18n/GameProblemPage';
import type { GameRouteProps } from '../../../features/i18n/gameRouteProps';
import { languageOf } from '../../../features/i18n/languages';
import { gamePath } from '../../../features/i18n/paths';
import { roomPath } from '../../../features/room/paths';
import { OnlineShell } from '../../../features/session/OnlineShell';
import type { OnlinePageProps } from '../../../features/session/OnlineProps';

type Props = GameRouteProps & OnlinePageProps;

const loadNewRoomForm = () => import('../../../features/room/NewRoomForm');

/** Online play of a game: choose seats and visibility, create the room, go to its page. */
export default function OnlinePlayPage({ code, problem, apiUrl }: Props) {
  const router = useRouter();
  const language = languageOf(router.locale);
  const entry = code ? findGame(code) : undefined;
  const { t } = useTranslation(['online', ...(entry ? [entry.code] : [])]);
  if (problem || !entry) return <GameProblemPage problem={problem ?? 'gameNotFound'} code={code} suffix="online" />;
  const gameName = t('name', { ns: entry.code, defaultValue: entry.name });
  return (
    <OnlineShell
      apiUrl={apiUrl}
      site={{ title: t('newRoom.title', { game: gameName }), pathFor: (other) => gamePath(entry, other, 'online') }}
      load={loadNewRoomForm}
    >
      {({ NewRoomForm }) => (
        <>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
            {t('newRoom.title', { game: gameName })}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('newRoom.intro')}
          </Typography>
          <NewRoomForm
            entry={entry}
            onCreated={(roomId) => void router.push(roomPath(language, entry, gameName, roomId), undefined, { locale: false })}
          />
        </>
      )}
    </OnlineShell>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const { gameRouteProps } = await import('../../../features/i18n/gameRouteProps');
  const { onlinePageProps } = await import('../../../features/session/onlineServerProps');
  const base = await gameRouteProps(context, 'online', ['online']);
  if (!('props' in base)) return base;
  const props = await base.props;
  return { props: { ...props, ...(await onlinePageProps(context, props.code ? [props.code] : [])) } };
};
