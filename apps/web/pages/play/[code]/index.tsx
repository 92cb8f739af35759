import type { GetServerSideProps } from 'next';
import { findGame } from '@tabula/catalogue';
import { GameProblemPage } from '../../../features/i18n/GameProblemPage';
import type { GameRouteProps } from '../../../features/i18n/gameRouteProps';
import { GamePage } from '../../../features/play/GamePage';

export default function GameRoutePage({ code, problem }: GameRouteProps) {
  if (problem) return <GameProblemPage problem={problem} code={code} />;
  return <GamePage entry={code ? findGame(code) : undefined} />;
}

export const getServerSideProps: GetServerSideProps<GameRouteProps> = async (context) => {
  const { gameRouteProps } = await import('../../../features/i18n/gameRouteProps');
  return gameRouteProps(context);
};
