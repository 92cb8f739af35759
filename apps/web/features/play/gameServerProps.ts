// Server only: the props of the game page and the play routes.
import type { GetServerSideProps } from 'next';
import { codeFor, findGame } from '@tabula/catalogue';
import { CARDS_NAMESPACE } from '../i18n/gameRouteProps';
import { languageOf } from '../i18n/languages';
import { pageTranslations } from '../i18n/pageTranslations';
import { gamePath } from '../i18n/paths';

export interface GameRouteProps {
  /** The catalogue code, or null when no game has the code in the URL. */
  code: string | null;
}

/**
 * Resolves the URL's code (the default code or any alternate one) and loads the texts of the site,
 * the shared game UI, the game itself and any `extraNamespaces`. With `canonical`, a code that is
 * not the one of the page's language redirects to it (/pt/jogar/tictactoe → /pt/jogar/jogo-da-velha).
 */
export function gameServerProps(
  options: { canonical?: boolean; extraNamespaces?: string[] } = {},
): GetServerSideProps<GameRouteProps> {
  return async ({ params, locale, resolvedUrl }) => {
    const code = typeof params?.code === 'string' ? params.code : '';
    const entry = findGame(code);
    const language = languageOf(locale);
    if (entry && options.canonical && code !== codeFor(entry, language)) {
      const query = resolvedUrl.includes('?') ? resolvedUrl.slice(resolvedUrl.indexOf('?')) : '';
      return { redirect: { destination: `${gamePath(entry, language)}${query}`, permanent: false } };
    }
    const namespaces = [...(entry ? [entry.code, CARDS_NAMESPACE] : []), ...(options.extraNamespaces ?? [])];
    return { props: { ...(await pageTranslations(locale, namespaces)), code: entry?.code ?? null } };
  };
}
