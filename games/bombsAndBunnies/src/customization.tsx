import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CustomizationModule, CustomizationProps } from '@tabula/game-kit';
import { DEFAULT_SETTINGS, STARTERS_AFTER_WIN } from './settings';
import type { Settings, StarterAfterWin } from './types';

/** The room option: who starts after a successful challenge (the challenger, the published rule; or the next player). */
export function BombsAndBunniesSettingsPanel({ value, onChange, readOnly }: CustomizationProps<Settings>) {
  const { t } = useTranslation('bombsAndBunnies');
  return (
    <Stack spacing={2} sx={{ minWidth: 260 }} data-testid="bombsAndBunnies-settings">
      <Typography variant="h6">{t('settings.title')}</Typography>
      <FormControl fullWidth size="small" disabled={readOnly}>
        <InputLabel id="bombsAndBunnies-starter">{t('settings.starterAfterWin')}</InputLabel>
        <Select
          labelId="bombsAndBunnies-starter"
          label={t('settings.starterAfterWin')}
          value={value.starterAfterWin}
          onChange={(e) => onChange({ ...value, starterAfterWin: e.target.value as StarterAfterWin })}
        >
          {STARTERS_AFTER_WIN.map((starter) => (
            <MenuItem key={starter} value={starter}>
              {t(`settings.${starter}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}

export const customization: CustomizationModule<Settings> = {
  defaultValue: DEFAULT_SETTINGS,
  Component: BombsAndBunniesSettingsPanel,
};

export default customization;
