import type { GetStaticProps } from 'next';
import { MessagePage } from '@tabula/game-kit/ui';
import { PathLink } from '../features/i18n/PathLink';
import { homePath } from '../features/i18n/paths';
import { useCommon } from '../features/i18n/useCommon';

export default function NotFoundPage() {
  const { t, language } = useCommon();
  return <MessagePage type="error" message={t('errors.pageNotFound')} homeHref={homePath(language)} linkComponent={PathLink} />;
}

export const getStaticProps: GetStaticProps = async ({ locale }) => {
  const { pageTranslations } = await import('../features/i18n/pageTranslations');
  return { props: await pageTranslations(locale) };
};
