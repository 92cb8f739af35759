/** The game's words for what the board shows on a square, read out after the square's own label. */
export interface SquareMarkNames {
  /** The picked piece. */
  selected: string;
  /** A piece that may move now. */
  movable: string;
  /** Where the picked piece may go: a legal move. */
  target: string;
  /** A square of the last move. */
  lastMove: string;
  /** A square where the last move captured. */
  captured: string;
  /** A greyed-out square, e.g. a piece already jumped in this capture sequence. */
  dimmed?: string;
}

export type SquareMark = keyof SquareMarkNames;

/** The order the marks are read in: what the player may do first, then what happened. */
const ORDER: readonly SquareMark[] = ['selected', 'movable', 'target', 'lastMove', 'captured', 'dimmed'];

/** "c3, White man, can move": the square's label, then the name of every mark it carries. */
export function describeSquare(label: string, marks: ReadonlySet<SquareMark>, names: SquareMarkNames): string {
  const said = ORDER.filter((mark) => marks.has(mark) && !(mark === 'movable' && marks.has('selected')))
    .map((mark) => names[mark])
    .filter((name): name is string => name !== undefined && name !== '');
  return [label, ...said].join(', ');
}
