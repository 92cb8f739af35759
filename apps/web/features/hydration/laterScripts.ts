/**
 * Pages that are whole without JavaScript: server-rendered text, pictures, links and the game page's
 * options. Their scripts (React, Next, MUI, i18next: ~200 kB gzip) are not part of the first load:
 * they are fetched on the visitor's first touch, click, key or focus, and what the visitor did before
 * the page came alive is replayed (see earlyInputScript). Reading the page and following its links
 * (a game card, a Start button) needs no script at all. Pages whose first screen needs a script (the
 * lobby, rooms, matches, a game in the page) load theirs at once, as usual.
 */
export const LATER_SCRIPT_PAGES: ReadonlySet<string> = new Set(['/', '/about', '/404', '/play/[code]']);

/** Set on <html> once React has hydrated the page (pages may wait for it, tests do). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** The global the early-input script defines; the app calls it once hydrated. */
export const REPLAY_GLOBAL = '__tabulaReplayEarlyInput';
