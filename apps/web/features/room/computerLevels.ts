import type { AiLevel } from '@tabula/game-kit';

/** A level of the game's computer player, as the room offers it: its key and its name in the reader's language. */
export interface ComputerLevelChoice {
  key: string;
  label: string;
}

/** The game's levels with their names (`translate` reads the game's namespace). */
export function computerLevelChoices(levels: AiLevel[], translate: (labelKey: string) => string): ComputerLevelChoice[] {
  return levels.map(({ key, labelKey }) => ({ key, label: translate(labelKey) }));
}
