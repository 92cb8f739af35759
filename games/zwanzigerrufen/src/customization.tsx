import type { CustomizationModule, CustomizationProps } from '@tabula/game-kit';
import { type SelectSetting, SelectSettings } from '@tabula/game-kit/ui';
import { DEALS_OPTIONS, DEFAULT_SETTINGS } from './settings';
import type { Settings } from './types';

const SETTINGS: ReadonlyArray<SelectSetting<Settings>> = [
  {
    key: 'deals',
    labelKey: 'settings.deals',
    options: DEALS_OPTIONS.map((deals) => (deals === null ? { value: null, labelKey: 'settings.untilQuit' } : { value: deals })),
  },
];

/** The settings panel: how many deals to play, or until a player quits. */
export function ZwanzigerrufenSettingsPanel(props: CustomizationProps<Settings>) {
  return <SelectSettings {...props} namespace="zwanzigerrufen" settings={SETTINGS} />;
}

export const customization: CustomizationModule<Settings> = {
  defaultValue: DEFAULT_SETTINGS,
  Component: ZwanzigerrufenSettingsPanel,
};

export default customization;
