import type { Translate } from './draughtsStatus';

/** What a point board shows on a point besides its piece. */
export interface PointMarks {
  /** The picked piece. */
  selected: boolean;
  /** A piece that may move now. */
  movable: boolean;
  /** An empty point the player may place a piece on. */
  placeable: boolean;
  /** Where the picked piece may go. */
  target: boolean;
  /** An opposing piece the player may take off. */
  removable: boolean;
  /** Where the last move ended. */
  lastMove: boolean;
  /** Where the last move came from, now empty. */
  movedFrom: boolean;
  /** Where the last move took a piece off, now empty. */
  removedHere: boolean;
  /** A piece of the line that won. */
  winning: boolean;
}

/** Each mark's key in the game's `board` texts, in the order they are read out. */
const MARK_KEYS: ReadonlyArray<readonly [keyof PointMarks, string]> = [
  ['selected', 'board.selected'],
  ['movable', 'board.movable'],
  ['placeable', 'board.canPlace'],
  ['target', 'board.target'],
  ['removable', 'board.removable'],
  ['lastMove', 'board.lastMove'],
  ['movedFrom', 'board.movedFrom'],
  ['removedHere', 'board.removedHere'],
  ['winning', 'board.winningLine'],
];

export interface PointDescription {
  /** "Point 3" or "Centre": the game's name for the point. */
  name: string;
  /** The seat whose piece stands on the point, or null. */
  content: string | null;
  /** The game's own notes on the piece, read before the marks ("in a mill"). */
  notes?: readonly string[];
  marks: PointMarks;
}

/**
 * "Point 4, Red piece, can move": the point's name and content (the game's keys board.pointState,
 * board.empty, board.piece and seats.<seat>), the game's notes, then one word per mark, from the
 * keys in MARK_KEYS (only the keys of marks the game uses need to exist).
 */
export function describePoint(t: Translate, { name, content, notes = [], marks }: PointDescription): string {
  const state = content === null ? t('board.empty') : t('board.piece', { colour: t(`seats.${content}`) });
  const said = MARK_KEYS.filter(([mark]) => marks[mark] && !(mark === 'movable' && marks.selected)).map(([, key]) => t(key));
  return [t('board.pointState', { point: name, content: state }), ...notes, ...said].join(', ');
}

/** The last placement or step on a point board, as the games keep it. */
export interface PointMove {
  seat: string;
  /** Null for a placement. */
  from: number | null;
  to: number;
  /** A piece taken off by the same turn. */
  removed?: number | null;
}

/** "Last move: Ana moved a piece (Point 5 → Centre)", from the game's keys board.lastPlaced and board.lastMoved. */
export function pointMoveText(t: Translate, move: PointMove, player: string, pointName: (point: number) => string): string {
  const to = pointName(move.to);
  if (move.from === null) return t('board.lastPlaced', { player, to });
  return t('board.lastMoved', { player, from: pointName(move.from), to });
}
