import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage } from '@tabula/game-kit';

const LANGUAGE_COOKIE = 'next-i18next';
const PREFIXED = new RegExp(`^/(${LANGUAGES.join('|')})(/|$)`);

/**
 * Remembers the reader's language: a path without a language prefix opens in the language of the
 * next-i18next cookie (set by the language selector for 30 days). An explicit prefix always wins.
 */
export function proxy(request: NextRequest) {
  const language = request.cookies.get(LANGUAGE_COOKIE)?.value;
  if (!isLanguage(language) || language === DEFAULT_LANGUAGE) return NextResponse.next();
  const path = new URL(request.url).pathname;
  if (PREFIXED.test(path)) return NextResponse.next();
  const target = request.nextUrl.clone();
  target.locale = language;
  return NextResponse.redirect(target);
}

export const config = {
  // Pages only: not Next's own files, API routes or static files (anything with a dot).
  matcher: ['/', '/((?!_next/|api/|.*\\..*).*)'],
};
