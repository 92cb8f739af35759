import type { CatalogueEntry } from '@tabula/game-kit';
import { gameEntries } from './games.generated';

/**
 * Every game on the site: one per folder in games/, found at install time (see games/README.md and
 * packages/catalogue/scripts/generate-games.cjs, which writes games.generated.ts).
 */
export const games: CatalogueEntry[] = gameEntries;
