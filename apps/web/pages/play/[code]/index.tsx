import { findGame } from '@tabula/catalogue';
import { GamePage } from '../../../features/play/GamePage';
import { gameServerProps, type GameRouteProps } from '../../../features/play/gameServerProps';

export default function GameRoutePage({ code }: GameRouteProps) {
  return <GamePage entry={code ? findGame(code) : undefined} />;
}

export const getServerSideProps = gameServerProps({ canonical: true });
