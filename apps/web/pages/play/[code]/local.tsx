import type { GetServerSideProps } from 'next';
import { findGame } from '@tabula/catalogue';
import { GameProblemPage } from '../../../features/i18n/GameProblemPage';
import type { GameRouteProps } from '../../../features/i18n/gameRouteProps';
import { PlayScreen } from '../../../features/play/PlayScreen';

export default function LocalPlayPage({ code, problem }: GameRouteProps) {
  if (problem) return <GameProblemPage problem={problem} code={code} suffix="local" />;
  return <PlayScreen entry={code ? findGame(code) : undefined} mode="LocalFriend" />;
}

export const getServerSideProps: GetServerSideProps<GameRouteProps> = async (context) => {
  const { gameRouteProps } = await import('../../../features/i18n/gameRouteProps');
  return gameRouteProps(context, 'local');
};
