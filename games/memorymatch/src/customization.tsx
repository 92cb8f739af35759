import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CustomizationModule, CustomizationProps } from '@tabula/game-kit';
import { DEFAULT_SETTINGS } from './settings';
import type { MemorySettings } from './types';

/** The settings panel: whether a player who finds a pair goes on. */
export function MemorySettingsPanel({ value, onChange }: CustomizationProps<MemorySettings>) {
  const { t } = useTranslation('memorymatch');
  return (
    <Stack spacing={2} sx={{ minWidth: 240 }} data-testid="memorymatch-settings">
      <Typography variant="h6">{t('settings.title')}</Typography>
      <FormControlLabel
        control={<Switch checked={value.stayOnMatch} onChange={(e) => onChange({ ...value, stayOnMatch: e.target.checked })} />}
        label={t('settings.stayOnMatch')}
      />
    </Stack>
  );
}

export const customization: CustomizationModule<MemorySettings> = {
  defaultValue: DEFAULT_SETTINGS,
  Component: MemorySettingsPanel,
};

export default customization;
