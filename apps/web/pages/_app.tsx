import type { AppProps } from 'next/app';
import Head from 'next/head';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import { appWithTranslation } from 'next-i18next/pages';
import { useHydrated } from '../features/hydration/useHydrated';
import { AddressLinks } from '../features/i18n/AddressLinks';
import { prefixedAddresses, type PageAddresses } from '../features/i18n/addresses';
import { clientI18nConfig } from '../features/i18n/clientConfig';
import { languageOf } from '../features/i18n/languages';
import { theme } from '../features/layout/theme';

/** Pages that are not an address of their own: no canonical or alternate links. */
const NOT_PAGES = new Set(['/404', '/_error']);

/**
 * The page's addresses: from its props (pages whose path is translated, or that does not exist:
 * null), else the same path under each language prefix.
 */
function addressesOf({ pageProps, router }: AppProps): PageAddresses | null {
  const given = (pageProps as { addresses?: PageAddresses | null }).addresses;
  if (given !== undefined) return given;
  if (NOT_PAGES.has(router.pathname)) return null;
  return prefixedAddresses(router.asPath.split(/[?#]/)[0] || '/');
}

function TabulaApp(props: AppProps) {
  const { Component, pageProps } = props;
  const addresses = addressesOf(props);
  useHydrated();
  return (
    <AppCacheProvider {...props}>
      <Head>
        <meta name="viewport" content="initial-scale=1, width=device-width" />
      </Head>
      {addresses && <AddressLinks addresses={addresses} language={languageOf(props.router.locale)} />}
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Component {...pageProps} />
      </ThemeProvider>
    </AppCacheProvider>
  );
}

export default appWithTranslation(TabulaApp, clientI18nConfig);
