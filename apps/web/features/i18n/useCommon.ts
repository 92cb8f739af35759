import { useTranslation } from 'next-i18next/pages';
import type common from '../../locales/en/common.json';
import { languageOf } from './languages';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** "catalogue.players_one" -> "catalogue.players": plural texts are asked for by their base key and a count. */
type PluralBase<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;

/** A key of the `common` namespace, typed from the English file so a wrong key fails to compile. */
export type CommonKey = PluralBase<Leaves<typeof common>>;

export type CommonT = (key: CommonKey, options?: Record<string, unknown>) => string;

/** The site texts, with keys checked at compile time, and the current language. */
export function useCommon() {
  const { t, i18n } = useTranslation('common');
  return { t: t as unknown as CommonT, language: languageOf(i18n?.language) };
}
