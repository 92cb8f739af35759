import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../features/i18n/languages';
import { LobbyScreen } from '../features/lobby/LobbyScreen';
import { OnlineShell } from '../features/session/OnlineShell';
import type { OnlinePageProps } from '../features/session/OnlineProps';
import type { LobbyQuery } from '../lib/apollo/generated-types';
import type { Room } from '../lib/apollo/types';

interface Props extends OnlinePageProps {
  /** Rendered on the server when the API answered; the browser keeps the list live. */
  rooms: Room[] | null;
}

const loadLiveLobby = () => import('../features/lobby/LiveLobby');

export default function LobbyPage({ apiUrl, rooms }: Props) {
  const router = useRouter();
  const { t } = useTranslation('online');
  const language = languageOf(router.locale);
  return (
    <OnlineShell
      apiUrl={apiUrl}
      requireSession={false}
      site={{ title: t('lobby.title') }}
      load={loadLiveLobby}
      fallback={<LobbyScreen rooms={rooms} language={language} />}
    >
      {({ LiveLobby }) => <LiveLobby initialRooms={rooms} language={language} />}
    </OnlineShell>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const { onlinePageProps, onlineGameCodes } = await import('../features/session/onlineServerProps');
  const { serverQuery } = await import('../lib/apollo/serverApi');
  const { LOBBY } = await import('../lib/apollo/operations');
  const { print } = await import('graphql');
  let rooms: Room[] | null = null;
  try {
    rooms = (await serverQuery<LobbyQuery>(print(LOBBY))).lobby.rooms;
  } catch {
    // The browser asks again and shows the error if the API is still unreachable.
  }
  return { props: { ...(await onlinePageProps(context, onlineGameCodes())), rooms } };
};
