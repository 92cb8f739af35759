import type { CustomizationModule, CustomizationProps } from '@tabula/game-kit';
import { type SelectSetting, SelectSettings } from '@tabula/game-kit/ui';
import { DEFAULT_SETTINGS, MATCH_LENGTHS } from './settings';
import type { Settings } from './types';

const SETTINGS: ReadonlyArray<SelectSetting<Settings>> = [
  {
    key: 'length',
    labelKey: 'settings.length',
    options: MATCH_LENGTHS.map((length) => ({ value: length, labelKey: `settings.${length}` })),
  },
];

/** The room option: deals until someone reaches 66 (the published rule), or a single deal. */
export function TakeSixSettingsPanel(props: CustomizationProps<Settings>) {
  return <SelectSettings {...props} namespace="takesix" settings={SETTINGS} />;
}

export const customization: CustomizationModule<Settings> = {
  defaultValue: DEFAULT_SETTINGS,
  Component: TakeSixSettingsPanel,
};

export default customization;
