import type { GetStaticProps } from 'next';
import { games } from '@tabula/catalogue';
import { env } from '../env';
import { GameList } from '../features/catalogue/GameList';
import type { CatalogueTexts, SearchNames } from '../features/catalogue/types';
import { useCommon } from '../features/i18n/useCommon';
import { SitePage } from '../features/layout/SitePage';
import { languageOf } from '../features/i18n/languages';

interface HomeProps {
  texts: CatalogueTexts;
  names: SearchNames;
}

export default function HomePage({ texts, names }: HomeProps) {
  const { t } = useCommon();
  return (
    <SitePage title={t('catalogue.heading')}>
      <GameList entries={games} texts={texts} names={names} devOnly={env.devOnly} />
    </SitePage>
  );
}

export const getStaticProps: GetStaticProps<HomeProps> = async ({ locale }) => {
  const { pageTranslations } = await import('../features/i18n/pageTranslations');
  const { catalogueTexts } = await import('../features/catalogue/catalogueTexts');
  const { searchNames } = await import('../features/catalogue/searchNames');
  return {
    props: { ...(await pageTranslations(locale)), texts: catalogueTexts(games, languageOf(locale)), names: searchNames(games) },
  };
};
