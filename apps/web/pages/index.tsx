import type { GetServerSideProps } from 'next';
import { games } from '@tabula/catalogue';
import { env } from '../env';
import { GameList } from '../features/catalogue/GameList';
import type { CatalogueTexts, SearchNames } from '../features/catalogue/types';
import { useCommon } from '../features/i18n/useCommon';
import { SitePage } from '../features/layout/SitePage';
import { languageOf } from '../features/i18n/languages';
import type { PageAddresses } from '../features/i18n/addresses';

interface HomeProps {
  texts: CatalogueTexts;
  names: SearchNames;
  addresses: PageAddresses;
}

export default function HomePage({ texts, names }: HomeProps) {
  const { t } = useCommon();
  return (
    <SitePage title={t('catalogue.heading')}>
      <GameList entries={games} texts={texts} names={names} devOnly={env.devOnly} />
    </SitePage>
  );
}

// Rendered per request (not at build time) so its canonical and alternate links carry the address
// the visitor used: the page runs no script to complete them (LATER_SCRIPT_PAGES).
export const getServerSideProps: GetServerSideProps<HomeProps> = async ({ locale, req }) => {
  const { pageTranslations } = await import('../features/i18n/pageTranslations');
  const { prefixedAddresses, requestOrigin } = await import('../features/i18n/addresses');
  const { catalogueTexts } = await import('../features/catalogue/catalogueTexts');
  const { searchNames } = await import('../features/catalogue/searchNames');
  return {
    props: {
      ...(await pageTranslations(locale)),
      texts: catalogueTexts(games, languageOf(locale)),
      names: searchNames(games),
      addresses: prefixedAddresses('/', requestOrigin(req)),
    },
  };
};
