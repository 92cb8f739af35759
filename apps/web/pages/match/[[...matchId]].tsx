import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { MessagePage } from '@tabula/game-kit/ui';
import { useTranslation } from 'react-i18next';
import { PathLink } from '../../features/i18n/PathLink';
import { languageOf } from '../../features/i18n/languages';
import { homePath } from '../../features/i18n/paths';
import { MatchScreen } from '../../features/match/MatchScreen';
import { OnlineShell } from '../../features/session/OnlineShell';
import type { OnlinePageProps } from '../../features/session/OnlineProps';

interface Props extends OnlinePageProps {
  matchId: string | null;
}

/** /match/<matchId>: players play, anyone else watches. */
export default function MatchPage({ matchId, apiUrl }: Props) {
  const router = useRouter();
  const language = languageOf(router.locale);
  const { t } = useTranslation('online');
  if (!matchId) return <MessagePage type="error" message={t('match.notFound')} homeHref={homePath(language)} linkComponent={PathLink} />;
  return (
    <OnlineShell apiUrl={apiUrl} site={false}>
      <MatchScreen key={matchId} matchId={matchId} language={language} />
    </OnlineShell>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const { onlinePageProps, onlineGameCodes } = await import('../../features/session/onlineServerProps');
  const param = context.params?.matchId;
  if (Array.isArray(param) && param.length > 1) return { notFound: true };
  const matchId = Array.isArray(param) && param[0] ? param[0] : null;
  // The game is known only once the browser has fetched the match, so every online game's texts come along.
  return { props: { ...(await onlinePageProps(context, onlineGameCodes())), matchId } };
};
