import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { findGame } from '@tabula/catalogue';
import { useTranslation } from 'react-i18next';
import type { PageAddresses } from '../../../../features/i18n/addresses';
import { GameProblemPage } from '../../../../features/i18n/GameProblemPage';
import { languageOf } from '../../../../features/i18n/languages';
import { InvitationLine } from '../../../../features/room/InvitationLine';
import { RoomMissingPage } from '../../../../features/room/RoomMissingPage';
import { OnlineShell } from '../../../../features/session/OnlineShell';
import type { RoomRouteProps } from '../../../../features/room/roomRouteProps';

const loadRoomScreen = () => import('../../../../features/room/RoomScreen');

/** /<lang>/room/<game name>/<game code>/<roomId>: join the room and wait for its match. */
export default function RoomPage({ code, roomId, problem, addresses, apiUrl, invitation }: RoomRouteProps) {
  const router = useRouter();
  const language = languageOf(router.locale);
  const entry = code ? findGame(code) : undefined;
  const { t } = useTranslation(['online', ...(entry ? [entry.code] : [])]);
  if (!entry) return <GameProblemPage problem="gameNotFound" code={null} />;
  const gameName = t('name', { ns: entry.code, defaultValue: entry.name });
  if (problem || !roomId) return <RoomMissingPage entry={entry} gameName={gameName} language={language} />;
  const pathFor = addresses ? (other: keyof PageAddresses['paths']) => addresses.paths[other] : undefined;
  // The room's own game (a link may name another game than the room plays).
  const invited = invitation && invitation.gameCode === entry.code ? invitation : null;
  return (
    <OnlineShell
      apiUrl={apiUrl}
      site={{ title: t('room.title', { game: gameName }), pathFor }}
      sessionIntro={invited && <InvitationLine invitation={invited} gameName={gameName} />}
      load={loadRoomScreen}
    >
      {({ RoomScreen }) => <RoomScreen key={roomId} entry={entry} gameName={gameName} roomId={roomId} language={language} />}
    </OnlineShell>
  );
}

export const getServerSideProps: GetServerSideProps<RoomRouteProps> = async (context) => {
  const { roomRouteProps } = await import('../../../../features/room/roomRouteProps');
  return roomRouteProps(context);
};
