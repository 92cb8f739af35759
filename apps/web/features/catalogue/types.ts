import type { GameTexts } from '@tabula/game-kit';

/** A game's card texts in the reader's language, by game code. */
export type CardTexts = Pick<GameTexts, 'name' | 'description' | 'descriptionTag'>;
export type CatalogueTexts = Record<string, CardTexts>;

/** Every name of a game (each language's, and the other names people know it by), by game code. */
export type SearchNames = Record<string, string[]>;
