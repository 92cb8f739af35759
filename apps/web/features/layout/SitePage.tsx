import type { ReactNode } from 'react';
import { env } from '../../env';
import { sitePath } from '../i18n/sitePaths';
import { useCommon } from '../i18n/useCommon';
import type { LanguageSelectorProps } from './LanguageSelector';
import { PageColumn, PlainLink, PlainOutsideLink, SiteFooter } from './frameParts';
import { PageHead } from './PageHead';
import { SiteHeader } from './SiteHeader';

export interface SitePageProps extends LanguageSelectorProps {
  /** The document title, before " · Tabula". */
  title?: string;
  description?: string;
  children: ReactNode;
}

/** The frame of the site's pages (not the game screens): header, content, footer links. */
export function SitePage({ title, description, pathFor, children }: SitePageProps) {
  const { t, language } = useCommon();
  return (
    <>
      <PageHead title={title} description={description} />
      <PageColumn>
        <SiteHeader pathFor={pathFor} />
        <main>{children}</main>
        <SiteFooter>
          <PlainLink href={sitePath(language, '/about')} locale={false}>
            {t('site.about')}
          </PlainLink>
          <PlainOutsideLink href={env.sourceUrl} rel="noopener">
            {t('site.sourceCode')}
          </PlainOutsideLink>
        </SiteFooter>
      </PageColumn>
    </>
  );
}
