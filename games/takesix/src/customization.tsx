import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CustomizationModule, CustomizationProps } from '@tabula/game-kit';
import { DEFAULT_SETTINGS, MATCH_LENGTHS } from './settings';
import type { MatchLength, Settings } from './types';

/** The room option: deals until someone reaches 66 (the published rule), or a single deal. */
export function TakeSixSettingsPanel({ value, onChange, readOnly }: CustomizationProps<Settings>) {
  const { t } = useTranslation('takesix');
  return (
    <Stack spacing={2} sx={{ minWidth: 260 }} data-testid="takesix-settings">
      <Typography variant="h6">{t('settings.title')}</Typography>
      <FormControl fullWidth size="small" disabled={readOnly}>
        <InputLabel id="takesix-length">{t('settings.length')}</InputLabel>
        <Select
          labelId="takesix-length"
          label={t('settings.length')}
          value={value.length}
          onChange={(e) => onChange({ ...value, length: e.target.value as MatchLength })}
        >
          {MATCH_LENGTHS.map((length) => (
            <MenuItem key={length} value={length}>
              {t(`settings.${length}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}

export const customization: CustomizationModule<Settings> = {
  defaultValue: DEFAULT_SETTINGS,
  Component: TakeSixSettingsPanel,
};

export default customization;
