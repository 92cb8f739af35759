import segments from '../../i18n/segments.json';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** Where the proxy sends a request, if anywhere: the status and whether the language cookie is set. */
export interface LanguageRedirect {
  path: string;
  /** 308 for another spelling of one address; 307 when the cookie decided. */
  status: 307 | 308;
  /** The visitor chose this language by its prefix: remember it. */
  remember?: Language;
}

/** /play/... in the given language's words (/spielen/... in German). */
function translateSegments(path: string, language: Language): string {
  for (const [page, byLanguage] of Object.entries(segments)) {
    const translated = byLanguage[language];
    if (translated !== page && (path === `/${page}` || path.startsWith(`/${page}/`)))
      return `/${translated}${path.slice(page.length + 1)}`;
  }
  return path;
}

/**
 * The language part of the site's addresses (SPEC section 2):
 * - an explicit prefix wins over the cookie; /en/... is English's address without its prefix;
 * - a prefixed page uses its language's route words (/de/play/... → /de/spielen/...);
 * - a path without prefix opens in the language of the cookie, if it is not English;
 * - without a cookie (a first visit), in the browser's preferred language among the site's (Accept-Language).
 */
export function languageRedirect(
  pathname: string,
  cookieLanguage: string | undefined,
  browserLanguage?: Language,
): LanguageRedirect | null {
  const [, first = '', ...rest] = pathname.split('/');
  const tail = rest.length > 0 ? `/${rest.join('/')}` : '';
  // The cookie is the visitor's own choice; the browser's languages only stand in until there is one.
  const wanted = isLanguage(cookieLanguage) ? cookieLanguage : browserLanguage;
  if (isLanguage(first)) {
    if (first === DEFAULT_LANGUAGE) {
      // Remembered so that the address without prefix does not send the visitor back to another language.
      const remember = wanted !== undefined && wanted !== DEFAULT_LANGUAGE ? DEFAULT_LANGUAGE : undefined;
      return { path: tail || '/', status: 307, ...(remember ? { remember } : {}) };
    }
    const translated = translateSegments(tail, first);
    return translated === tail ? null : { path: `/${first}${translated}`, status: 308 };
  }
  if (wanted === undefined || wanted === DEFAULT_LANGUAGE) return null;
  const path = pathname === '/' ? '' : pathname;
  return { path: `/${wanted}${translateSegments(path, wanted)}`, status: 307 };
}
