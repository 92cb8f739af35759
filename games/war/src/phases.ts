/** The phase of play; before it, the first phase holds nothing secret and ends at once. */
export const START_PHASE = 'start';
export const PLAY_PHASE = 'play';
