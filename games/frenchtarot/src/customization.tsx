import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CustomizationModule, CustomizationProps } from '@tabula/game-kit';
import { DEALS_OPTIONS, DEFAULT_SETTINGS } from './settings';
import type { Settings } from './types';

const UNTIL_QUIT = 'untilQuit';

/** The settings panel: how many deals to play, or until a player quits. */
export function TarotSettingsPanel({ value, onChange, readOnly }: CustomizationProps<Settings>) {
  const { t } = useTranslation('frenchtarot');
  return (
    <Stack spacing={2} sx={{ minWidth: 260 }} data-testid="frenchtarot-settings">
      <Typography variant="h6">{t('settings.title')}</Typography>
      <FormControl fullWidth size="small" disabled={readOnly}>
        <InputLabel id="frenchtarot-deals">{t('settings.deals')}</InputLabel>
        <Select
          labelId="frenchtarot-deals"
          label={t('settings.deals')}
          value={value.deals === null ? UNTIL_QUIT : String(value.deals)}
          onChange={(e) => onChange({ ...value, deals: e.target.value === UNTIL_QUIT ? null : Number(e.target.value) })}
        >
          {DEALS_OPTIONS.map((deals) => (
            <MenuItem key={String(deals)} value={deals === null ? UNTIL_QUIT : String(deals)}>
              {deals === null ? t('settings.untilQuit') : deals}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}

export const customization: CustomizationModule<Settings> = {
  defaultValue: DEFAULT_SETTINGS,
  Component: TarotSettingsPanel,
};

export default customization;
