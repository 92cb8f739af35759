import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CustomizationProps } from '../contract';

export interface SelectOption<V> {
  value: V;
  /** Key of its text in the game's namespace; the value itself is shown when left out (a number). */
  labelKey?: string;
}

/** One `<Select>` that sets the field `key` of the settings to one of its options' values. */
export type SelectSetting<T> = {
  [K in keyof T & string]: { key: K; labelKey: string; options: ReadonlyArray<SelectOption<T[K]>> };
}[keyof T & string];

export interface SelectSettingsProps<T> extends Pick<CustomizationProps<T>, 'value' | 'onChange' | 'readOnly'> {
  /** The game's i18next namespace (its code): names the texts, the panel's test id and the labels' ids. */
  namespace: string;
  settings: ReadonlyArray<SelectSetting<T>>;
  /** Key of the panel's title in the game's namespace. */
  titleKey?: string;
  minWidth?: number;
}

// The Select's value is a string: an option is told apart by its value written out ('null' for null).
const optionId = (value: unknown) => String(value);

/**
 * A game's room options as one labelled `<Select>` each under a title, every one disabled when the
 * panel is `readOnly` (a room member other than its creator).
 */
export function SelectSettings<T>({
  namespace,
  settings,
  titleKey = 'settings.title',
  minWidth = 260,
  value,
  onChange,
  readOnly,
}: SelectSettingsProps<T>) {
  const { t } = useTranslation(namespace);
  return (
    <Stack spacing={2} sx={{ minWidth }} data-testid={`${namespace}-settings`}>
      <Typography variant="h6">{t(titleKey)}</Typography>
      {settings.map(({ key, labelKey, options }) => {
        const labelId = `${namespace}-${key}`;
        return (
          <FormControl key={key} fullWidth size="small" disabled={readOnly}>
            <InputLabel id={labelId}>{t(labelKey)}</InputLabel>
            <Select
              labelId={labelId}
              label={t(labelKey)}
              value={optionId(value[key])}
              onChange={(event) => {
                const chosen = options.find((option) => optionId(option.value) === event.target.value);
                if (chosen) onChange({ ...value, [key]: chosen.value });
              }}
            >
              {options.map((option) => (
                <MenuItem key={optionId(option.value)} value={optionId(option.value)}>
                  {option.labelKey === undefined ? String(option.value) : t(option.labelKey)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        );
      })}
    </Stack>
  );
}
