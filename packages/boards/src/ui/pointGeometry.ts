/** Where a point's centre is drawn, as fractions of the board's width (left) and height (top). */
export interface PointPosition {
  left: number;
  top: number;
}

/** How a game lays its points out on screen; the drawing under them is the game's own. */
export interface PointGeometry {
  /**
   * The points as the screen shows them, row by row from the top, null where a row has no point:
   * the order screen readers list them in, and the grid the arrow keys follow.
   */
  rows: ReadonlyArray<ReadonlyArray<number | null>>;
  /** The point holding the tab stop until a point has had the focus. */
  firstFocus: number;
  positionOf: (point: number) => PointPosition;
  /** A point's button width, as a share of the board's width. */
  pointSize: number;
  /** The board's CSS width; it is square. */
  width: string;
}
