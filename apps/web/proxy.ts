import { NextResponse, type NextRequest } from 'next/server';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from './features/i18n/languages';
import { preferredLanguage } from './features/i18n/acceptLanguage';
import { languageRedirect } from './features/i18n/languageRouting';

/**
 * The language of an address (features/i18n/languageRouting.ts): an explicit prefix wins, English
 * has none, prefixed play pages use their language's words, and a path without prefix opens in the
 * language of the next-i18next cookie (set by the language selector for 30 days) or, on a first visit
 * without it, in the browser's preferred language (Accept-Language).
 * next.config.js sets skipProxyUrlNormalize, so request.url is the address as the visitor typed it
 * (Next would otherwise drop an explicit /en).
 */
export function proxy(request: NextRequest) {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/_next/')) return NextResponse.next();
  const redirect = languageRedirect(
    url.pathname,
    request.cookies.get(LANGUAGE_COOKIE)?.value,
    preferredLanguage(request.headers.get('accept-language')),
  );
  if (!redirect) return NextResponse.next();
  const response = NextResponse.redirect(new URL(`${redirect.path}${url.search}`, url), redirect.status);
  // The answer to an address without prefix depends on the browser's languages: caches must know.
  response.headers.set('Vary', 'Accept-Language, Cookie');
  if (redirect.remember) {
    response.cookies.set(LANGUAGE_COOKIE, redirect.remember, { path: '/', maxAge: LANGUAGE_COOKIE_MAX_AGE, sameSite: 'lax' });
  }
  return response;
}

export const config = {
  // Pages only: not Next's own files, API routes or static files (anything with a dot).
  matcher: ['/', '/((?!_next/|api/|.*\\..*).*)'],
};
