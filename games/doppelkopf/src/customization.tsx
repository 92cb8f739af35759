import type { CustomizationModule, CustomizationProps } from '@tabula/game-kit';
import { type SelectSetting, SelectSettings } from '@tabula/game-kit/ui';
import { ROUNDS_OPTIONS, DEFAULT_SETTINGS } from './settings';
import type { Settings } from './types';

const SETTINGS: ReadonlyArray<SelectSetting<Settings>> = [
  {
    key: 'rounds',
    labelKey: 'settings.rounds',
    options: ROUNDS_OPTIONS.map((rounds) =>
      rounds === null ? { value: null, labelKey: 'settings.untilQuit' } : { value: rounds },
    ),
  },
];

/** The settings panel: how many rounds to play, or until a player quits. */
export function DoppelkopfSettingsPanel(props: CustomizationProps<Settings>) {
  return <SelectSettings {...props} namespace="doppelkopf" settings={SETTINGS} />;
}

export const customization: CustomizationModule<Settings> = {
  defaultValue: DEFAULT_SETTINGS,
  Component: DoppelkopfSettingsPanel,
};

export default customization;
