// A room's settings (boardgame.io setupData) as JSON on the API, as a value for the game's customization here.

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What the game's customization shows: the chosen settings over its defaults (games fill in what is left out too). */
export function withDefaults(chosen: unknown, defaults: unknown): unknown {
  if (chosen === undefined) return defaults;
  return isPlainObject(chosen) && isPlainObject(defaults) ? { ...defaults, ...chosen } : chosen;
}

/** The stored JSON read back; undefined (the game's defaults) when there is none or it cannot be read. */
export function parseRoomSettings(setupData: string | null | undefined): unknown {
  if (!setupData) return undefined;
  try {
    return JSON.parse(setupData) as unknown;
  } catch {
    return undefined;
  }
}
