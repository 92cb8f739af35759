import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import Typography from '@mui/material/Typography';
import { codeFor, findGame } from '@tabula/catalogue';
import { MessagePage } from '@tabula/game-kit/ui';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, languageOf } from '../../../../features/i18n/languages';
import { NewRoomForm } from '../../../../features/room/NewRoomForm';
import { roomPath } from '../../../../features/room/paths';
import { RoomScreen } from '../../../../features/room/RoomScreen';
import { OnlineShell } from '../../../../features/session/OnlineShell';
import type { OnlinePageProps } from '../../../../features/session/OnlineProps';

interface Props extends OnlinePageProps {
  code: string | null;
  roomId: string | null;
}

/** /<lang>/room/<game name>/<game code>/<roomId>; without a room id, a form creates one. */
export default function RoomPage({ code, roomId, apiUrl }: Props) {
  const router = useRouter();
  const language = languageOf(router.locale);
  const entry = code ? findGame(code) : undefined;
  const { t, i18n } = useTranslation(['online', 'game-kit', ...(entry ? [entry.code] : [])]);
  if (!entry) return <MessagePage type="error" message={t('message.gameNotFound', { ns: 'game-kit' })} />;
  const gameName = t('name', { ns: entry.code, defaultValue: entry.name });
  const pathFor = (other: (typeof LANGUAGES)[number]) =>
    roomPath(other, entry, i18n.getFixedT(other, entry.code)('name', { defaultValue: entry.name }), roomId ?? undefined);
  return (
    <OnlineShell apiUrl={apiUrl} site={{ title: t('room.title', { game: gameName }), pathFor }}>
      {roomId ? (
        <RoomScreen key={roomId} entry={entry} gameName={gameName} roomId={roomId} language={language} />
      ) : (
        <>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 3 }}>
            {t('newRoom.title', { game: gameName })}
          </Typography>
          <NewRoomForm entry={entry} onCreated={(id) => void router.push(roomPath(language, entry, gameName, id), undefined, { locale: false })} />
        </>
      )}
    </OnlineShell>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const { onlinePageProps } = await import('../../../../features/session/onlineServerProps');
  const raw = typeof context.params?.gameCode === 'string' ? context.params.gameCode : '';
  const entry = findGame(raw);
  const roomParam = context.params?.roomId;
  const roomId = Array.isArray(roomParam) && roomParam.length === 1 ? roomParam[0]! : null;
  if (Array.isArray(roomParam) && roomParam.length > 1) return { notFound: true };
  const language = languageOf(context.locale);
  if (entry && raw !== codeFor(entry, language)) {
    const { roomPath: path } = await import('../../../../features/room/paths');
    const gameName = typeof context.params?.gameName === 'string' ? context.params.gameName : entry.code;
    return { redirect: { destination: path(language, entry, gameName, roomId ?? undefined), permanent: false } };
  }
  return { props: { ...(await onlinePageProps(context, entry ? [entry.code] : [])), code: entry?.code ?? null, roomId } };
};
