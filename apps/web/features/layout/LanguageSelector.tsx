import { useRouter } from 'next/router';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { LANGUAGES, isLanguage, rememberLanguage, type Language } from '../i18n/languages';
import { useCommon } from '../i18n/useCommon';

export interface LanguageSelectorProps {
  /**
   * The same page in another language. Pages whose path is translated (game pages) pass this;
   * otherwise the current path is kept and only the language prefix changes.
   */
  pathFor?: (language: Language) => string;
}

/**
 * Picks the site language, remembers it in the next-i18next cookie and opens this page in it.
 * A native select: light to ship and the phone's own picker on mobile.
 */
export function LanguageSelector({ pathFor }: LanguageSelectorProps) {
  const router = useRouter();
  const { t, language } = useCommon();

  const change = (next: Language) => {
    rememberLanguage(next);
    if (pathFor) void router.push(pathFor(next), undefined, { locale: false });
    else void router.push({ pathname: router.pathname, query: router.query }, router.asPath, { locale: next });
  };

  return (
    <FormControl size="small" sx={{ minWidth: { xs: 0, sm: 140 } }}>
      <InputLabel htmlFor="language-selector" shrink>
        {t('site.language')}
      </InputLabel>
      <NativeSelect
        value={language}
        onChange={(event) => isLanguage(event.target.value) && change(event.target.value)}
        input={<OutlinedInput label={t('site.language')} notched />}
        inputProps={{ id: 'language-selector' }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`languages.${code}`)}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
