import type { GetServerSideProps } from 'next';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { languageOf } from '../../features/i18n/languages';
import { MatchConnecting } from '../../features/match/MatchConnecting';
import type { MatchRouteProps } from '../../features/match/matchRouteProps';
import { OnlineShell } from '../../features/session/OnlineShell';

const loadMatchScreen = () => import('../../features/match/MatchScreen');
// Rendered on the server when the match does not exist; its code (buttons, icons) is fetched only then.
const MatchMissingPage = dynamic(() => import('../../features/match/MatchMissingPage').then((m) => m.MatchMissingPage));

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
