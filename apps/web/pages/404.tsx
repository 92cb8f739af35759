import type { GetStaticProps } from 'next';
import { MissingPage } from '../features/i18n/MissingPage';
import { homePath } from '../features/i18n/sitePaths';
import { useCommon } from '../features/i18n/useCommon';

/** Any address the site does not have: HTTP 404, in the site's frame, with the way to the games. */
export default function NotFoundPage() {
  const { t, language } = useCommon();
  return <MissingPage message={t('errors.pageNotFound')} action={{ label: t('errors.browseGames'), href: homePath(language) }} />;
}

export const getStaticProps: GetStaticProps = async ({ locale }) => {
  const { pageTranslations } = await import('../features/i18n/pageTranslations');
  return { props: await pageTranslations(locale) };
};
