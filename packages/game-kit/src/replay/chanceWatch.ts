import type { Game } from 'boardgame.io';
import { SECRET_RANDOM_PLUGIN } from '../secretRandom';

interface UsageReporting {
  used?: () => boolean;
}

/** A copy of the game whose chance source reports whether anything drew from it since the last check. */
export interface ChanceWatch {
  game: Game<any>;
  /** Whether chance was drawn since the watch began. */
  drawn: () => boolean;
}

/**
 * Replaying a match's moves repeats its positions only if none drew chance: a die or a shuffle
 * would come out differently. The source every defineGame game draws from tells whether it was
 * used; this copy of the game keeps each source it hands out, to ask them afterwards.
 */
export function watchChance(game: Game<any>): ChanceWatch {
  const sources: UsageReporting[] = [];
  const plugins = (game.plugins ?? []).map((plugin) => {
    if (plugin.name !== SECRET_RANDOM_PLUGIN || plugin.api === undefined) return plugin;
    const api = plugin.api;
    return {
      ...plugin,
      api: (context: Parameters<typeof api>[0]) => {
        const source = api(context) as UsageReporting;
        sources.push(source);
        return source;
      },
    };
  });
  return { game: { ...game, plugins }, drawn: () => sources.some((source) => source.used?.() === true) };
}
