import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CustomizationModule, CustomizationProps } from '@tabula/game-kit';
import { DEFAULT_SETTINGS } from './settings';
import type { BashniSettings } from './types';

/** The settings panel: forced capture on or off. */
export function BashniSettingsPanel({ value, onChange }: CustomizationProps<BashniSettings>) {
  const { t } = useTranslation('bashni');
  return (
    <Stack spacing={2} sx={{ minWidth: 240 }} data-testid="bashni-settings">
      <Typography variant="h6">{t('settings.title')}</Typography>
      <FormControlLabel
        control={
          <Switch checked={value.forced_capture} onChange={(e) => onChange({ ...value, forced_capture: e.target.checked })} />
        }
        label={t('settings.forcedCapture')}
      />
    </Stack>
  );
}

export const customization: CustomizationModule<BashniSettings> = {
  defaultValue: DEFAULT_SETTINGS,
  Component: BashniSettingsPanel,
};

export default customization;
