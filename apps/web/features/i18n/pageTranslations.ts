// Server only: import from getStaticProps / getServerSideProps. next-i18next reads
// apps/web/next-i18next.config.js at run time (the app runs with apps/web as its working folder).
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import type { SSRConfig } from 'next-i18next/pages';
import { languageOf } from './languages';

/** Namespaces every page gets: the site texts and the shared game UI texts. */
export const BASE_NAMESPACES = ['common', 'game-kit'];

/**
 * The translation props of a page: `common`, `game-kit` and any extra namespace (a game code,
 * `online`, ...), in the page's language with English as fallback.
 */
export async function pageTranslations(locale: string | undefined, extraNamespaces: string[] = []): Promise<SSRConfig> {
  const namespaces = [...new Set([...BASE_NAMESPACES, ...extraNamespaces])];
  return serverSideTranslations(languageOf(locale), namespaces);
}
