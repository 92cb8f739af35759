import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CustomizationModule, CustomizationProps } from '@tabula/game-kit';
import { ROUNDS_OPTIONS, DEFAULT_SETTINGS } from './settings';
import type { Settings } from './types';

const UNTIL_QUIT = 'untilQuit';

/** The settings panel: how many rounds to play, or until a player quits. */
export function DoppelkopfSettingsPanel({ value, onChange, readOnly }: CustomizationProps<Settings>) {
  const { t } = useTranslation('doppelkopf');
  return (
    <Stack spacing={2} sx={{ minWidth: 260 }} data-testid="doppelkopf-settings">
      <Typography variant="h6">{t('settings.title')}</Typography>
      <FormControl fullWidth size="small" disabled={readOnly}>
        <InputLabel id="doppelkopf-rounds">{t('settings.rounds')}</InputLabel>
        <Select
          labelId="doppelkopf-rounds"
          label={t('settings.rounds')}
          value={value.rounds === null ? UNTIL_QUIT : String(value.rounds)}
          onChange={(e) => onChange({ ...value, rounds: e.target.value === UNTIL_QUIT ? null : Number(e.target.value) })}
        >
          {ROUNDS_OPTIONS.map((rounds) => (
            <MenuItem key={String(rounds)} value={rounds === null ? UNTIL_QUIT : String(rounds)}>
              {rounds === null ? t('settings.untilQuit') : rounds}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}

export const customization: CustomizationModule<Settings> = {
  defaultValue: DEFAULT_SETTINGS,
  Component: DoppelkopfSettingsPanel,
};

export default customization;
