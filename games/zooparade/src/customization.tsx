import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CustomizationModule, CustomizationProps } from '@tabula/game-kit';
import { DEFAULT_SETTINGS, EMPTY_HINT_RULES } from './settings';
import type { Settings } from './types';

/** The room option: hints that point at no card refused (the published rule) or allowed (the older site). */
export function ZooParadeSettingsPanel({ value, onChange, readOnly }: CustomizationProps<Settings>) {
  const { t } = useTranslation('zooparade');
  return (
    <Stack spacing={2} sx={{ minWidth: 260 }} data-testid="zooparade-settings">
      <Typography variant="h6">{t('settings.title')}</Typography>
      <FormControl fullWidth size="small" disabled={readOnly}>
        <InputLabel id="zooparade-empty-hints">{t('settings.emptyHints')}</InputLabel>
        <Select
          labelId="zooparade-empty-hints"
          label={t('settings.emptyHints')}
          value={value.emptyHints}
          onChange={(e) => onChange({ ...value, emptyHints: e.target.value as Settings['emptyHints'] })}
        >
          {EMPTY_HINT_RULES.map((rule) => (
            <MenuItem key={rule} value={rule}>
              {t(`settings.${rule}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}

export const customization: CustomizationModule<Settings> = {
  defaultValue: DEFAULT_SETTINGS,
  Component: ZooParadeSettingsPanel,
};

export default customization;
