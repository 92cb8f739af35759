import { findGame } from '@tabula/catalogue';
import { PlayScreen } from '../../../features/play/PlayScreen';
import { gameServerProps, type GameRouteProps } from '../../../features/play/gameServerProps';

export default function LocalPlayPage({ code }: GameRouteProps) {
  return <PlayScreen entry={code ? findGame(code) : undefined} mode="LocalFriend" />;
}

export const getServerSideProps = gameServerProps();
