import type { GetServerSideProps } from 'next';
import { findGame } from '@tabula/catalogue';
import { GameProblemPage } from '../../../features/i18n/GameProblemPage';
import type { GameRouteProps } from '../../../features/i18n/gameRouteProps';
import { GamePage } from '../../../features/play/GamePage';
import type { GamePageOptions } from '../../../features/play/gamePageOptions';

type GamePageProps = GameRouteProps & GamePageOptions;

export default function GameRoutePage({ code, problem, aiLevels, initialSettings }: GamePageProps) {
  if (problem) return <GameProblemPage problem={problem} code={code} />;
  return <GamePage entry={code ? findGame(code) : undefined} options={{ aiLevels, initialSettings }} />;
}

export const getServerSideProps: GetServerSideProps<GamePageProps> = async (context) => {
  const { gameRouteProps } = await import('../../../features/i18n/gameRouteProps');
  const { gamePageOptions } = await import('../../../features/play/gamePageOptions');
  const { languageOf } = await import('../../../features/i18n/languages');
  const result = await gameRouteProps(context);
  if (!('props' in result)) return result;
  const props = await result.props;
  const entry = props.code && !props.problem ? findGame(props.code) : undefined;
  const options = entry ? await gamePageOptions(entry, languageOf(context.locale)) : { aiLevels: null, initialSettings: null };
  return { props: { ...props, ...options } };
};
