import Head from 'next/head';
import { useCommon } from '../i18n/useCommon';
import { pageTitle } from './pageTitle';

export interface PageHeadProps {
  /** The page's own title, before " · Tabula". */
  title?: string;
  /** The search-result snippet; the site's tagline when not given. */
  description?: string;
}

/** The document title ("… · Tabula") and description. Game screens outside SitePage use it too. */
export function PageHead({ title, description }: PageHeadProps) {
  const { t } = useCommon();
  return (
    <Head>
      <title>{pageTitle(title, t('site.name'))}</title>
      <meta name="description" content={description ?? t('site.tagline')} />
    </Head>
  );
}
