import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PointBoard } from './PointBoard';
import type { PointMove } from './pointDescription';
import type { PointGeometry } from './pointGeometry';
import { t } from './pointTestTexts';
import type { PointTheme } from './pointTheme';
import { type PointAction, usePointSelection } from './usePointSelection';

type Seat = '0' | '1';

/** Five points: four corners and the centre, with gaps between them on every row and column. */
const GEOMETRY: PointGeometry = {
  rows: [
    [0, null, 1],
    [null, 2, null],
    [3, null, 4],
  ],
  firstFocus: 0,
  positionOf: (point) => ({ left: [0.1, 0.9, 0.5, 0.1, 0.9][point]!, top: [0.1, 0.1, 0.5, 0.9, 0.9][point]! }),
  pointSize: 0.2,
  width: '300px',
};
const THEME: PointTheme<Seat> = {
  seats: { '0': { fill: '#f00', edge: '#800' }, '1': { fill: '#00f', edge: '#008' } },
  lines: '#fff',
  focus: '#0ff',
  selected: '#fff',
};

interface HarnessProps {
  points: (Seat | null)[];
  actions?: PointAction[];
  lastMove?: PointMove;
  winning?: number[];
  moves?: { placePiece: jest.Mock; movePiece: jest.Mock; removePiece: jest.Mock };
}

function Harness({ points, actions = [], lastMove, winning, moves = newMoves() }: HarnessProps) {
  const selection = usePointSelection({ actions, position: points, moves });
  return (
    <PointBoard
      label="Toy board"
      testId="toy-board"
      geometry={GEOMETRY}
      theme={THEME}
      drawing={null}
      points={points}
      selection={selection}
      hintSeat="0"
      lastMove={lastMove}
      winning={winning}
      pointName={(point) => `Point ${point}`}
      pointNotes={(point) => (point === 3 && points[3] !== null ? ['guarded'] : [])}
      t={t}
    />
  );
}

const newMoves = () => ({ placePiece: jest.fn(), movePiece: jest.fn(), removePiece: jest.fn() });
const point = (index: number) => screen.getByTestId(`point-${index}`);
const marked = (attribute: string) =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute(attribute) === 'true')
    .map((button) => button.getAttribute('data-testid'));
const place = (p: number): PointAction => ({ move: 'placePiece', args: [p] });
const step = (from: number, to: number): PointAction => ({ move: 'movePiece', args: [from, to] });

describe('PointBoard', () => {
  it('lists the points row by row and places a piece with one click', async () => {
    const moves = newMoves();
    render(<Harness points={['1', null, null, null, null]} actions={[place(1), place(2)]} moves={moves} />);
    expect(screen.getByRole('group', { name: 'Toy board' })).toHaveAttribute('data-testid', 'toy-board');
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('data-testid'))).toEqual([
      'point-0',
      'point-1',
      'point-2',
      'point-3',
      'point-4',
    ]);
    expect(point(1)).toHaveAccessibleName('Point 1, empty, you can place here');
    expect(point(0)).toHaveAccessibleName('Point 0, Blue piece');
    expect(point(0)).toHaveAttribute('data-seat', '1');
    expect(point(0)).toHaveAttribute('aria-disabled', 'true');
    expect(marked('data-target')).toEqual(['point-1', 'point-2']);
    await userEvent.click(point(0));
    expect(moves.placePiece).not.toHaveBeenCalled();
    await userEvent.click(point(2));
    expect(moves.placePiece).toHaveBeenCalledWith(2);
  });

  it('moves a piece: pick it, see its targets, pick one; any other click drops the pick', async () => {
    const moves = newMoves();
    render(<Harness points={['0', null, null, '0', null]} actions={[step(0, 1), step(0, 2), step(3, 4)]} moves={moves} />);
    expect(point(0)).toHaveAccessibleName('Point 0, Red piece, can move');
    expect(point(0)).toHaveAttribute('aria-pressed', 'false');
    expect(marked('data-target')).toEqual([]);
    await userEvent.click(point(0));
    expect(point(0)).toHaveAccessibleName('Point 0, Red piece, selected');
    expect(point(0)).toHaveAttribute('aria-pressed', 'true');
    expect(marked('data-target')).toEqual(['point-1', 'point-2']);
    expect(point(2)).toHaveAccessibleName('Point 2, empty, legal move');
    await userEvent.click(point(4)); // a target of the other piece only
    expect(marked('data-selected')).toEqual([]);
    await userEvent.click(point(0));
    await userEvent.click(point(0));
    expect(marked('data-selected')).toEqual([]);
    await userEvent.click(point(0));
    await userEvent.click(point(3)); // switches to the other piece
    expect(marked('data-selected')).toEqual(['point-3']);
    await userEvent.click(point(4));
    expect(moves.movePiece).toHaveBeenCalledWith(3, 4);
    expect(moves.movePiece).toHaveBeenCalledTimes(1);
  });

  it('drops the pick when a new position arrives', async () => {
    const actions = [step(0, 1)];
    const { rerender } = render(<Harness points={['0', null, null, null, null]} actions={actions} />);
    await userEvent.click(point(0));
    expect(marked('data-selected')).toEqual(['point-0']);
    rerender(<Harness points={['0', null, null, null, null]} actions={actions} />);
    expect(marked('data-selected')).toEqual([]);
  });

  it('offers the pieces that may be removed, with one click each', async () => {
    const moves = newMoves();
    render(<Harness points={['1', '1', null, '1', null]} actions={[{ move: 'removePiece', args: [1] }]} moves={moves} />);
    expect(marked('data-removable')).toEqual(['point-1']);
    expect(point(1)).toHaveAccessibleName('Point 1, Blue piece, can be removed');
    expect(point(1)).not.toHaveAttribute('aria-pressed');
    expect(point(3)).toHaveAccessibleName('Point 3, Blue piece, guarded');
    await userEvent.click(point(0));
    expect(moves.removePiece).not.toHaveBeenCalled();
    await userEvent.click(point(1));
    expect(moves.removePiece).toHaveBeenCalledWith(1);
  });

  it('shows the last move, the piece it took and the winning line, to the eye and to screen readers', () => {
    render(
      <Harness points={['0', null, null, '0', null]} lastMove={{ seat: '0', from: 1, to: 0, removed: 2 }} winning={[0, 3]} />,
    );
    expect(point(0)).toHaveAccessibleName('Point 0, Red piece, last move, winning line');
    expect(point(0)).toHaveAttribute('data-last', 'true');
    expect(point(1)).toHaveAccessibleName('Point 1, empty, moved from here');
    expect(point(2)).toHaveAccessibleName('Point 2, empty, piece removed here');
    expect(point(3)).toHaveAccessibleName('Point 3, Red piece, guarded, winning line');
    expect(marked('data-winning')).toEqual(['point-0', 'point-3']);
    expect(marked('aria-disabled')).toHaveLength(5);
  });

  it('keeps one tab stop and moves it with the arrow keys, over the gaps, to the next point', async () => {
    const moves = newMoves();
    render(<Harness points={[null, null, null, null, null]} actions={[place(4)]} moves={moves} />);
    expect(screen.getAllByRole('button').filter((b) => b.getAttribute('tabindex') === '0')).toEqual([point(0)]);
    act(() => point(0).focus());
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    expect(point(0)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(point(1)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(point(4)).toHaveFocus();
    expect(point(4)).toHaveAttribute('tabindex', '0');
    expect(point(0)).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{Enter}');
    expect(moves.placePiece).toHaveBeenCalledWith(4);
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    expect(point(0)).toHaveFocus();
  });
});
