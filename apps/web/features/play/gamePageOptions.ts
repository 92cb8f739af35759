import type { AiLevel, CatalogueEntry, Language } from '@tabula/game-kit';

/** The computer's levels of a game, as the game page offers them (no AI code). */
export interface AiLevels {
  levels: AiLevel[];
  defaultLevel: string;
}

/**
 * What the game page's options start from, read on the server from the game's modules so that the
 * page's HTML shows them and its links carry them before any script runs.
 */
export interface GamePageOptions {
  /** The computer's levels, or null for a game without the mode. */
  aiLevels: AiLevels | null;
  /** The settings a reader of the page's language starts from; null = the game's defaults. */
  initialSettings: unknown;
}

/** Server only: loads the game's AI and settings modules (when it has them) for their options. */
export async function gamePageOptions(entry: CatalogueEntry, language: Language): Promise<GamePageOptions> {
  const [ai, customization] = await Promise.all([
    entry.modes.includes('AI') ? entry.aiConfig?.() : undefined,
    entry.customization?.(),
  ]);
  return {
    aiLevels: ai ? { levels: ai.levels.map(({ key, labelKey }) => ({ key, labelKey })), defaultLevel: ai.defaultLevel } : null,
    initialSettings: customization?.initialValue?.(language) ?? null,
  };
}
