import { useRouter } from 'next/router';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LANGUAGES, isLanguage, rememberLanguage, type Language } from '../i18n/languages';
import { useCommon } from '../i18n/useCommon';

export interface LanguageSelectorProps {
  /**
   * The same page in another language. Pages whose path is translated (game pages) pass this;
   * otherwise the current path is kept and only the language prefix changes.
   */
  pathFor?: (language: Language) => string;
}

/** Picks the site language, remembers it in the next-i18next cookie and opens this page in it. */
export function LanguageSelector({ pathFor }: LanguageSelectorProps) {
  const router = useRouter();
  const { t, language } = useCommon();

  const change = (next: Language) => {
    rememberLanguage(next);
    if (pathFor) void router.push(pathFor(next), undefined, { locale: false });
    else void router.push({ pathname: router.pathname, query: router.query }, router.asPath, { locale: next });
  };

  return (
    <TextField
      select
      size="small"
      label={t('site.language')}
      value={language}
      onChange={(event) => isLanguage(event.target.value) && change(event.target.value)}
      slotProps={{ htmlInput: { 'data-testid': 'language-selector' } }}
      sx={{ minWidth: 130 }}
    >
      {LANGUAGES.map((code) => (
        <MenuItem key={code} value={code} lang={code}>
          {t(`languages.${code}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
