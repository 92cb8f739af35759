// Server only: the props of the game page and the play pages (/play/<code>[/AI|local|online]).
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { SSRConfig } from 'next-i18next/pages';
import { addressesOf, requestOrigin, type PageAddresses } from './addresses';
import { resolveGameRoute } from './gameRoute';
import { languageOf } from './languages';
import { answerNotFound } from './notFoundStatus';
import { pageTranslations } from './pageTranslations';
import { gamePath, type PlaySuffix } from './paths';

/** The shared card texts (packages/cards): loaded beside a game's own, so any board may use them. */
export const CARDS_NAMESPACE = 'cards';

export type GameProblem = 'gameNotFound' | 'invalidMode';

export interface GameRouteProps {
  /** The catalogue code, or null when no game has the code in the URL. */
  code: string | null;
  /** Why the page cannot be shown (it answers 404), or null. */
  problem: GameProblem | null;
  /** The page in every language; null for a page that does not exist. */
  addresses: PageAddresses | null;
}

function searchOf(resolvedUrl: string): string {
  const start = resolvedUrl.indexOf('?');
  return start < 0 ? '' : resolvedUrl.slice(start);
}

/**
 * Resolves the code in the URL in any case or language spelling: another spelling redirects (308) to
 * the page's one address; an unknown game or a mode the game lacks answers 404 with the texts to say so.
 */
export async function gameRouteProps(
  context: GetServerSidePropsContext,
  suffix?: PlaySuffix,
  extraNamespaces: string[] = [],
): Promise<GetServerSidePropsResult<GameRouteProps & SSRConfig>> {
  const code = typeof context.params?.code === 'string' ? context.params.code : '';
  const language = languageOf(context.locale);
  const route = resolveGameRoute(code, language, suffix, searchOf(context.resolvedUrl));
  if (route.kind === 'redirect') return { redirect: { destination: route.destination, permanent: true } };
  const entry = route.kind === 'gameNotFound' ? undefined : route.entry;
  if (route.kind !== 'game') answerNotFound(context);
  const namespaces = [...(entry ? [entry.code, CARDS_NAMESPACE] : []), ...extraNamespaces];
  return {
    props: {
      ...(await pageTranslations(context.locale, namespaces)),
      code: entry?.code ?? null,
      problem: route.kind === 'game' ? null : route.kind,
      addresses:
        route.kind === 'game' ? addressesOf((other) => gamePath(route.entry, other, suffix), requestOrigin(context.req)) : null,
    },
  };
}
