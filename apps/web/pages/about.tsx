import type { GetServerSideProps } from 'next';
import Typography from '@mui/material/Typography';
import { env } from '../env';
import { useCommon } from '../features/i18n/useCommon';
import { SitePage } from '../features/layout/SitePage';
import { SourceAndLicence } from '../features/layout/SourceAndLicence';

export default function AboutPage() {
  const { t } = useCommon();
  return (
    <SitePage title={t('site.about')}>
      <Typography component="h1" variant="h4" sx={{ mb: 2, fontWeight: 700 }}>
        {t('about.title')}
      </Typography>
      {(['about.intro', 'about.languages', 'about.privacy'] as const).map((key) => (
        <Typography key={key} sx={{ mb: 2, maxWidth: 720 }}>
          {t(key)}
        </Typography>
      ))}
      <SourceAndLicence sourceUrl={env.sourceUrl} />
      <Typography id="translating" component="h2" variant="h5" sx={{ mt: 3, mb: 1, fontWeight: 700 }}>
        {t('about.translatingTitle')}
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: 720, overflowWrap: 'anywhere' }}>{t('about.translating')}</Typography>
    </SitePage>
  );
}

// Per request, like the home page: absolute canonical and alternate links without a script.
export const getServerSideProps: GetServerSideProps = async ({ locale, req }) => {
  const { pageTranslations } = await import('../features/i18n/pageTranslations');
  const { prefixedAddresses, requestOrigin } = await import('../features/i18n/addresses');
  return { props: { ...(await pageTranslations(locale)), addresses: prefixedAddresses('/about', requestOrigin(req)) } };
};
