import { useRouter } from 'next/router';
import { styled } from '@mui/material/styles';
import { LANGUAGES, isLanguage, rememberLanguage, type Language } from '../i18n/languages';
import { useCommon } from '../i18n/useCommon';

export interface LanguageSelectorProps {
  /**
   * The same page in another language. Pages whose path is translated (game pages) pass this;
   * otherwise the current path is kept and only the language prefix changes.
   */
  pathFor?: (language: Language) => string;
}

// A plain <select> drawn like MUI's small outlined field with its label on the border: MUI's input
// components (FormControl, InputBase, NativeSelect...) would add ~13 kB gzip to every site page.
const Field = styled('div')(({ theme }) => ({
  position: 'relative',
  minWidth: 0,
  [theme.breakpoints.up('sm')]: { minWidth: 140 },
}));

const Label = styled('label')(({ theme }) => ({
  position: 'absolute',
  top: 0,
  left: 10,
  transform: 'translateY(-50%)',
  padding: '0 4px',
  // The label sits on the field's border; the page background hides the line behind it.
  backgroundColor: theme.palette.background.default,
  color: theme.palette.text.secondary,
  ...theme.typography.body1,
  fontSize: '0.75rem',
  lineHeight: 1,
  pointerEvents: 'none',
}));

const Select = styled('select')(({ theme }) => ({
  ...theme.typography.body1,
  appearance: 'none',
  width: '100%',
  height: 40,
  padding: '8.5px 32px 8.5px 14px',
  color: theme.palette.text.primary,
  backgroundColor: 'transparent',
  // MUI's ArrowDropDown icon, in the text colour.
  backgroundImage: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath fill='%23ffffff' d='M7 10l5 5 5-5z'/%3E%3C/svg%3E")`,
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'right 7px center',
  backgroundSize: 24,
  border: '1px solid rgba(255, 255, 255, 0.23)',
  borderRadius: theme.shape.borderRadius,
  cursor: 'pointer',
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus-visible, &:focus': {
    outline: 'none',
    borderColor: theme.palette.primary.main,
    boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`,
  },
  '& option': { color: theme.palette.text.primary, backgroundColor: theme.palette.background.paper },
}));

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
    <Field>
      <Label htmlFor="language-selector">{t('site.language')}</Label>
      <Select
        id="language-selector"
        value={language}
        onChange={(event) => isLanguage(event.target.value) && change(event.target.value)}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`languages.${code}`)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
