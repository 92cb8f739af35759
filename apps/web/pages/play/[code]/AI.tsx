import { findGame } from '@tabula/catalogue';
import { PlayScreen } from '../../../features/play/PlayScreen';
import { gameServerProps, type GameRouteProps } from '../../../features/play/gameServerProps';

export default function AiPlayPage({ code }: GameRouteProps) {
  return <PlayScreen entry={code ? findGame(code) : undefined} mode="AI" />;
}

export const getServerSideProps = gameServerProps();
