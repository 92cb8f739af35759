import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CustomizationModule, CustomizationProps } from '@tabula/game-kit';
import { DEAL_OPTIONS, DEFAULT_SETTINGS } from './settings';
import type { MatchSettings } from './types';

/** The settings panel: how many deals the match lasts. */
export function SkatSettingsPanel({ value, onChange, readOnly }: CustomizationProps<MatchSettings>) {
  const { t } = useTranslation('skat');
  return (
    <Stack spacing={2} sx={{ minWidth: 240 }} data-testid="skat-settings">
      <Typography variant="h6">{t('settings.title')}</Typography>
      <FormControl fullWidth size="small" disabled={readOnly}>
        <InputLabel id="skat-deals">{t('settings.deals')}</InputLabel>
        <Select
          labelId="skat-deals"
          label={t('settings.deals')}
          value={String(value.deals)}
          onChange={(e) => onChange({ ...value, deals: Number(e.target.value) })}
        >
          {DEAL_OPTIONS.map((n) => (
            <MenuItem key={n} value={String(n)}>
              {n}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}

export const customization: CustomizationModule<MatchSettings> = {
  defaultValue: DEFAULT_SETTINGS,
  Component: SkatSettingsPanel,
};

export default customization;
