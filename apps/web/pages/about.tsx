import type { GetStaticProps } from 'next';
import Typography from '@mui/material/Typography';
import { useCommon } from '../features/i18n/useCommon';
import { SitePage } from '../features/layout/SitePage';

export default function AboutPage() {
  const { t } = useCommon();
  return (
    <SitePage title={t('about.title')}>
      <Typography component="h1" variant="h4" sx={{ mb: 2, fontWeight: 700 }}>
        {t('about.title')}
      </Typography>
      {(['about.intro', 'about.languages', 'about.privacy', 'about.openSource'] as const).map((key) => (
        <Typography key={key} sx={{ mb: 2, maxWidth: 720 }}>
          {t(key)}
        </Typography>
      ))}
      <Typography id="translating" component="h2" variant="h5" sx={{ mt: 3, mb: 1, fontWeight: 700 }}>
        {t('about.translatingTitle')}
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: 720 }}>{t('about.translating')}</Typography>
    </SitePage>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => {
  const { pageTranslations } = await import('../features/i18n/pageTranslations');
  return { props: await pageTranslations(locale) };
};
