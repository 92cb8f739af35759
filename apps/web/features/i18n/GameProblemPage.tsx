import { findGame } from '@tabula/catalogue';
import { useTranslation } from 'react-i18next';
import type { GameProblem } from './gameRouteProps';
import { MissingPage } from './MissingPage';
import { gamePath, type PlaySuffix } from './paths';
import { homePath } from './sitePaths';
import { useCommon } from './useCommon';

export interface GameProblemPageProps {
  problem: GameProblem;
  /** The game, when it exists. */
  code: string | null;
  suffix?: PlaySuffix;
}

/** A game that does not exist, or a mode it cannot be played in: say so, and lead to the game's page. */
export function GameProblemPage({ problem, code, suffix }: GameProblemPageProps) {
  const { t: tc, language } = useCommon();
  const entry = code ? findGame(code) : undefined;
  const { t } = useTranslation(['game-kit', ...(entry ? [entry.code] : [])]);
  const browse = { label: tc('errors.browseGames'), href: homePath(language) };
  if (problem === 'gameNotFound' || !entry)
    return <MissingPage message={t('message.gameNotFound', { ns: 'game-kit' })} action={browse} />;
  const game = t('name', { ns: entry.code, defaultValue: entry.name });
  return (
    <MissingPage
      message={tc('errors.invalidMode', { game })}
      action={{ label: tc('errors.chooseMode', { game }), href: gamePath(entry, language) }}
      links={[browse]}
      pathFor={(other) => gamePath(entry, other, suffix)}
    />
  );
}
