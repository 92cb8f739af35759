import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CustomizationModule, CustomizationProps } from '@tabula/game-kit';
import { DEFAULT_SETTINGS, fitsTogether, LIMITS } from './settings';
import type { BullsAndCowsSettings } from './types';

type NumberSetting = keyof typeof LIMITS;
const NUMBER_SETTINGS: NumberSetting[] = ['secretLength', 'limitOfAttempts', 'totalOfColours'];

/**
 * The settings panel. Without repeats the code cannot be longer than the colours: a change that
 * would break that is clamped (the length follows the colours down, the colours follow the length up).
 */
export function BullsAndCowsSettingsPanel({ value, onChange }: CustomizationProps<BullsAndCowsSettings>) {
  const { t } = useTranslation('bullsAndCows');
  const change = (next: BullsAndCowsSettings, changed: keyof BullsAndCowsSettings) => {
    if (fitsTogether(next)) return onChange(next);
    if (changed === 'secretLength') return onChange({ ...next, totalOfColours: next.secretLength });
    return onChange({ ...next, secretLength: next.totalOfColours });
  };
  return (
    <Stack spacing={1} sx={{ minWidth: 240 }} data-testid="bullsAndCows-settings">
      <Typography variant="h6">{t('settings.title')}</Typography>
      {NUMBER_SETTINGS.map((key) => (
        <Stack key={key}>
          <Typography id={`bullsAndCows-${key}`} variant="body2">
            {t(`settings.${key}`)}: {value[key]}
          </Typography>
          <Slider
            aria-labelledby={`bullsAndCows-${key}`}
            value={value[key]}
            min={LIMITS[key].min}
            max={LIMITS[key].max}
            step={1}
            marks
            onChange={(_event, n) => change({ ...value, [key]: n as number }, key)}
          />
        </Stack>
      ))}
      <FormControlLabel
        control={
          <Switch
            checked={value.allowToRepeat}
            onChange={(e) => change({ ...value, allowToRepeat: e.target.checked }, 'allowToRepeat')}
          />
        }
        label={t('settings.allowToRepeat')}
      />
    </Stack>
  );
}

export const customization: CustomizationModule<BullsAndCowsSettings> = {
  defaultValue: DEFAULT_SETTINGS,
  Component: BullsAndCowsSettingsPanel,
};

export default customization;
