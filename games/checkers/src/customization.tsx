import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CustomizationModule, CustomizationProps } from '@tabula/game-kit';
import { DEFAULT_SETTINGS, DRAW_OPTIONS, PIECES_OPTIONS } from './settings';
import type { CheckersSettings } from './types';

const SWITCHES = ['forcedCapture', 'flyingKings', 'stopJumpingOnKing'] as const;

/** The settings (gear) panel: pieces, forced capture, flying kings, stop on crowning, draw rule. */
export function CheckersSettingsPanel({ value, onChange, readOnly }: CustomizationProps<CheckersSettings>) {
  const { t } = useTranslation('checkers');
  const set = (patch: Partial<CheckersSettings>) => onChange({ ...value, ...patch });
  return (
    <Stack spacing={2} sx={{ minWidth: 260 }} data-testid="checkers-settings">
      <Typography variant="h6">{t('settings.title')}</Typography>
      <FormControl fullWidth size="small" disabled={readOnly}>
        <InputLabel id="checkers-pieces">{t('settings.piecesPerPlayer')}</InputLabel>
        <Select
          labelId="checkers-pieces"
          label={t('settings.piecesPerPlayer')}
          value={String(value.piecesPerPlayer)}
          onChange={(e) => set({ piecesPerPlayer: Number(e.target.value) as 8 | 12 })}
        >
          {PIECES_OPTIONS.map((n) => (
            <MenuItem key={n} value={String(n)}>
              {n}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {SWITCHES.map((key) => (
        <FormControlLabel
          key={key}
          control={<Switch checked={value[key]} onChange={(e) => set({ [key]: e.target.checked })} />}
          label={t(`settings.${key}`)}
        />
      ))}
      <FormControl fullWidth size="small" disabled={readOnly}>
        <InputLabel id="checkers-draw">{t('settings.drawAfterMoves')}</InputLabel>
        <Select
          labelId="checkers-draw"
          label={t('settings.drawAfterMoves')}
          value={value.drawAfterMoves === null ? 'off' : String(value.drawAfterMoves)}
          onChange={(e) => set({ drawAfterMoves: e.target.value === 'off' ? null : (Number(e.target.value) as 15 | 30 | 40) })}
        >
          {DRAW_OPTIONS.map((n) => (
            <MenuItem key={String(n)} value={n === null ? 'off' : String(n)}>
              {n === null ? t('settings.off') : n}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}

export const customization: CustomizationModule<CheckersSettings> = {
  defaultValue: DEFAULT_SETTINGS,
  Component: CheckersSettingsPanel,
};

export default customization;
