import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CustomizationModule, CustomizationProps } from '@tabula/game-kit';
import { customListProblem, DEFAULT_SETTINGS, GUESS_LIMITS, WORD_LISTS } from './settings';
import type { GuessLimit, Settings, WordListChoice } from './types';
import { customListWords } from './wordText';

/** The room options: the word list (a language's or the room's own) and the guesses per clue. */
export function SecretCodesSettingsPanel({ value, onChange, readOnly }: CustomizationProps<Settings>) {
  const { t } = useTranslation('secretcodes');
  const count = customListWords(value.customWords).length;
  const problem = value.words === 'custom' ? customListProblem(value.customWords) : undefined;
  return (
    <Stack spacing={2} sx={{ minWidth: 260 }} data-testid="secretcodes-settings">
      <Typography variant="h6">{t('settings.title')}</Typography>
      <FormControl fullWidth size="small" disabled={readOnly}>
        <InputLabel id="secretcodes-words">{t('settings.words')}</InputLabel>
        <Select
          labelId="secretcodes-words"
          label={t('settings.words')}
          value={value.words}
          onChange={(e) => onChange({ ...value, words: e.target.value as WordListChoice })}
        >
          {WORD_LISTS.map((list) => (
            <MenuItem key={list} value={list}>
              {t(`settings.list.${list}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {value.words === 'custom' && (
        <TextField
          label={t('settings.customWords', { count })}
          helperText={t('settings.customHelp')}
          error={problem !== undefined}
          multiline
          minRows={4}
          maxRows={10}
          size="small"
          disabled={readOnly}
          value={value.customWords}
          onChange={(e) => onChange({ ...value, customWords: e.target.value })}
          slotProps={{ htmlInput: { 'data-testid': 'secretcodes-custom-words' } }}
        />
      )}
      <FormControl fullWidth size="small" disabled={readOnly}>
        <InputLabel id="secretcodes-guesses">{t('settings.guesses')}</InputLabel>
        <Select
          labelId="secretcodes-guesses"
          label={t('settings.guesses')}
          value={value.guesses}
          onChange={(e) => onChange({ ...value, guesses: e.target.value as GuessLimit })}
        >
          {GUESS_LIMITS.map((limit) => (
            <MenuItem key={limit} value={limit}>
              {t(`settings.${limit}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}

const LIST_LANGUAGES: readonly string[] = ['en', 'pt', 'de', 'fr', 'it'];

export const customization: CustomizationModule<Settings> = {
  defaultValue: DEFAULT_SETTINGS,
  Component: SecretCodesSettingsPanel,
  // The words in the reader's language.
  initialValue: (language) => ({
    ...DEFAULT_SETTINGS,
    words: (LIST_LANGUAGES.includes(language) ? language : 'en') as WordListChoice,
  }),
};

export default customization;
