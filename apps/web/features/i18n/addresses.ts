import type { IncomingMessage } from 'node:http';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';
import { languagePrefix } from './sitePaths';

/** A page's address in every language, and the site's origin when the server knows it. */
export interface PageAddresses {
  /** "https://example.org"; empty when unknown (the links are then relative to the site). */
  origin: string;
  paths: Record<Language, string>;
}

/** The page's path in each language, from a function that builds it. */
export function addressesOf(pathFor: (language: Language) => string, origin = ''): PageAddresses {
  return {
    origin,
    paths: Object.fromEntries(LANGUAGES.map((language) => [language, pathFor(language)])) as Record<Language, string>,
  };
}

/** The same path in every language, only the prefix changes: /about, /pt/about... */
export function prefixedAddresses(path: string, origin = ''): PageAddresses {
  const bare = path === '/' ? '' : path;
  return addressesOf((language) => `${languagePrefix(language)}${bare}` || '/', origin);
}

/** The origin the visitor used, as a reverse proxy reports it (X-Forwarded-Proto and -Host). */
export function requestOrigin(req: Pick<IncomingMessage, 'headers'> | undefined): string {
  if (!req) return '';
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
  const host = first(req.headers['x-forwarded-host']) ?? first(req.headers.host);
  if (!host || !/^[\w.-]+(:\d+)?$/.test(host)) return '';
  const proto = first(req.headers['x-forwarded-proto']) === 'https' ? 'https' : 'http';
  return `${proto}://${host}`;
}

export interface AddressLink {
  rel: 'canonical' | 'alternate';
  hrefLang?: string;
  href: string;
}

/** rel=canonical for the page's language, rel=alternate for every language and x-default (English). */
export function addressLinks({ origin, paths }: PageAddresses, language: Language): AddressLink[] {
  const href = (path: string) => `${origin}${path}`;
  return [
    { rel: 'canonical', href: href(paths[language]) },
    ...LANGUAGES.map((other): AddressLink => ({ rel: 'alternate', hrefLang: other, href: href(paths[other]) })),
    { rel: 'alternate', hrefLang: 'x-default', href: href(paths[DEFAULT_LANGUAGE]) },
  ];
}
