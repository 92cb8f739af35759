import type { CustomizationModule, CustomizationProps } from '@tabula/game-kit';
import { type SelectSetting, SelectSettings } from '@tabula/game-kit/ui';
import { DEAL_OPTIONS, DEFAULT_SETTINGS } from './settings';
import type { MatchSettings } from './types';

const SETTINGS: ReadonlyArray<SelectSetting<MatchSettings>> = [
  { key: 'deals', labelKey: 'settings.deals', options: DEAL_OPTIONS.map((deals) => ({ value: deals })) },
];

/** The settings panel: how many deals the match lasts. */
export function SkatSettingsPanel(props: CustomizationProps<MatchSettings>) {
  return <SelectSettings {...props} namespace="skat" settings={SETTINGS} minWidth={240} />;
}

export const customization: CustomizationModule<MatchSettings> = {
  defaultValue: DEFAULT_SETTINGS,
  Component: SkatSettingsPanel,
};

export default customization;
