/**
 * Outlines of the six pieces in a 100x100 box, drawn for this project. `body` is filled with the
 * piece colour; `detail` lines are drawn in the contrasting colour on top.
 */
export interface PieceArt {
  body: string;
  detail?: string;
}

const BASE = 'M22 80 h56 a4 4 0 0 1 4 4 v4 a2 2 0 0 1 -2 2 h-60 a2 2 0 0 1 -2 -2 v-4 a4 4 0 0 1 4 -4 z';

export const PIECE_ART: Record<'k' | 'q' | 'r' | 'b' | 'n' | 'p', PieceArt> = {
  p: {
    body: `M50 17 a13 13 0 0 1 8 23.2 h4 v6 h-5 c1 12 6 22 13 33.8 h-40 c7 -11.8 12 -21.8 13 -33.8 h-5 v-6 h4 a13 13 0 0 1 8 -23.2 z ${BASE}`,
  },
  r: {
    body: `M25 16 h11 v8 h8 v-8 h12 v8 h8 v-8 h11 v18 l-7 6 v30 l7 6 v4 h-50 v-4 l7 -6 v-30 l-7 -6 z ${BASE}`,
    detail: 'M32 40 h36 M32 70 h36',
  },
  b: {
    body: `M50 8 a6 6 0 0 1 3 11.2 c12 6 19 17 19 28 c0 9 -6 15 -12 18 l4 6 h-28 l4 -6 c-6 -3 -12 -9 -12 -18 c0 -11 7 -22 19 -28 a6 6 0 0 1 3 -11.2 z M36 71 h28 l6 9 h-40 z ${BASE}`,
    detail: 'M55 32 l-9 13 M41 58 h18',
  },
  n: {
    body: `M30 80 c0 -14 6 -22 14 -30 c4 -4 5 -8 4 -12 c-6 6 -14 8 -20 12 c-4 3 -9 1 -10 -3 c-1 -4 1 -7 4 -10 c8 -8 14 -18 22 -24 l2 -9 l6 8 c14 4 24 16 26 34 c2 14 0 24 -2 34 z ${BASE}`,
    detail: 'M44 28 a2.5 2.5 0 1 0 0.1 0 M27 44 l3 -2',
  },
  q: {
    body: `M14 26 a6 6 0 1 1 7 5 l9 29 l6 -34 a6 6 0 1 1 6 0 l8 30 l8 -30 a6 6 0 1 1 6 0 l6 34 l9 -29 a6 6 0 1 1 7 -5 a6 6 0 0 1 -5 6 l-8 40 h-52 l-8 -40 a6 6 0 0 1 -5 -6 z ${BASE}`,
    detail: 'M27 66 h46',
  },
  k: {
    body: `M46 6 h8 v7 h7 v8 h-7 v8 c16 -6 32 2 32 16 c0 12 -10 20 -14 27 h-44 c-4 -7 -14 -15 -14 -27 c0 -14 16 -22 32 -16 v-8 h-7 v-8 h7 z M26 72 h48 l2 8 h-52 z ${BASE}`,
    detail: 'M50 30 v30 M30 64 h40',
  },
};
