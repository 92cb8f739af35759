/** The colours of one seat's pieces. */
export interface SeatPaint {
  fill: string;
  edge: string;
}

/** The colours a point board draws its points with; the board's own drawing has its own. */
export interface PointTheme<S extends string> {
  seats: Record<S, SeatPaint>;
  /** The colour of the drawn lines, also used for an empty point's dot and a target's rim. */
  lines: string;
  /** The outline of the point holding the keyboard focus. */
  focus: string;
  /** The ring round the picked piece. */
  selected: string;
  /** The ring round the piece of the last move and the mark where it came from. Yellow by default. */
  lastMove?: string;
  /** The glow round the pieces of a winning line. Gold by default. */
  winning?: string;
  /** The ring and cross on a piece that may be removed, and the mark where one was. Red by default. */
  remove?: string;
}

export const DEFAULT_POINT_COLOURS = {
  lastMove: '#ffeb3b',
  winning: '#ffd54f',
  remove: '#ff1744',
} as const;
