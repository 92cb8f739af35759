import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, type CustomizationModule, type CustomizationProps, type Language } from '@tabula/game-kit';
import type { SoupSettings } from './types';

/** Until someone picks a language, the settings hold none: the page's language stands in for it. */
export type SoupChoice = Partial<SoupSettings>;

/**
 * The settings panel: the language of the words. It starts on the page's language and records it
 * as the choice at once, so the room or the match gets it without the player touching the list.
 */
export function SoupSettingsPanel({ value, onChange }: CustomizationProps<SoupChoice>) {
  const { t, i18n } = useTranslation('soupofletters');
  const pageLanguage: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const language = value.language ?? pageLanguage;
  useEffect(() => {
    if (value.language === undefined) onChange({ ...value, language: pageLanguage });
  }, [value, pageLanguage, onChange]);
  return (
    <Stack spacing={1} sx={{ minWidth: 240 }} data-testid="soupofletters-settings">
      <Typography variant="h6">{t('settings.title')}</Typography>
      <TextField
        select
        label={t('settings.language')}
        value={language}
        onChange={(event) => onChange({ ...value, language: event.target.value as Language })}
        sx={{ maxWidth: 240 }}
        slotProps={{ htmlInput: { 'data-testid': 'soupofletters-language' } }}
      >
        {LANGUAGES.map((code) => (
          <MenuItem key={code} value={code}>
            {t(`settings.languages.${code}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

export const customization: CustomizationModule<SoupChoice> = {
  defaultValue: {},
  Component: SoupSettingsPanel,
  initialValue: (language) => ({ language }),
};

export default customization;
