import type { ReactNode } from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { env } from '../../env';
import { sitePath } from '../i18n/sitePaths';
import { useCommon } from '../i18n/useCommon';
import type { LanguageSelectorProps } from './LanguageSelector';
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
      <Container maxWidth="lg" sx={{ pb: 6 }}>
        <SiteHeader pathFor={pathFor} />
        <Box component="main">{children}</Box>
        <Box
          component="footer"
          sx={{ mt: 6, display: 'flex', flexWrap: 'wrap', gap: 3, justifyContent: 'center', color: 'text.secondary' }}
        >
          <Link component={NextLink} href={sitePath(language, '/about')} locale={false} color="inherit">
            {t('site.about')}
          </Link>
          <Link href={env.sourceUrl} color="inherit" rel="noopener">
            {t('site.sourceCode')}
          </Link>
        </Box>
      </Container>
    </>
  );
}
