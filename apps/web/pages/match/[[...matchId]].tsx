import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { languageOf } from '../../features/i18n/languages';
import { MatchConnecting } from '../../features/match/MatchConnecting';
import { MatchMissingPage } from '../../features/match/MatchMissingPage';
import type { MatchRouteProps } from '../../features/match/matchRouteProps';
import { OnlineShell } from '../../features/session/OnlineShell';

const loadMatchScreen = () => import('../../features/match/MatchScreen');

/** /match/<matchId>: players play, anyone else watches, without choosing a nickname. */
export default function MatchPage({ matchId, match, apiUrl }: MatchRouteProps) {
  const router = useRouter();
  const language = languageOf(router.locale);
  if (!matchId) return <MatchMissingPage language={language} />;
  return (
    <OnlineShell
      apiUrl={apiUrl}
      requireSession={false}
      site={false}
      load={loadMatchScreen}
      fallback={<MatchConnecting initialMatch={match} />}
    >
      {({ MatchScreen }) => <MatchScreen key={matchId} matchId={matchId} language={language} initialMatch={match} />}
    </OnlineShell>
  );
}

export const getServerSideProps: GetServerSideProps<MatchRouteProps> = async (context) => {
  const { matchRouteProps } = await import('../../features/match/matchRouteProps');
  return matchRouteProps(context);
};
