import Head from 'next/head';
import { addressLinks, type PageAddresses } from './addresses';
import type { Language } from './languages';

/** The page's canonical address and its alternates per language, in the document head. */
export function AddressLinks({ addresses, language }: { addresses: PageAddresses; language: Language }) {
  return (
    <Head>
      {addressLinks(addresses, language).map((link) => (
        <link key={`${link.rel}-${link.hrefLang ?? ''}`} rel={link.rel} hrefLang={link.hrefLang} href={link.href} />
      ))}
    </Head>
  );
}
