export const WOOD = '#9a6232';
export const WOOD_DARK = '#6b3f1d';
export const HOLLOW = '#4a2a12';
export const HINT = '#ffd54f';
export const LAST_SEED = '#ffffff';
export const CAPTURE = '#ef5350';
/** Seed colours, like glass beads; a seed's colour depends only on its place in its hole. */
export const SEED_COLOURS = ['#4fc3f7', '#ef5350', '#66bb6a', '#ffca28', '#ab47bc', '#ff7043', '#26c6da', '#f5f5f5'];
