import { act, fireEvent, render, screen } from '@testing-library/react';
import { squareName, toIndex } from '../coords';
import { Checkerboard } from './Checkerboard';
import type { SquareMarkNames } from './squareDescription';
import { useMoveSelection, type Step } from './useMoveSelection';

const MARK_NAMES: SquareMarkNames = {
  selected: 'selected',
  movable: 'can move',
  target: 'legal move',
  lastMove: 'last move',
  captured: 'captured',
};

function Harness({
  steps,
  onMove,
  flipped = false,
}: {
  steps: Step[];
  onMove: (f: number, t: number) => void;
  flipped?: boolean;
}) {
  const selection = useMoveSelection({ steps, onMove });
  return (
    <Checkerboard
      label="board"
      flipped={flipped}
      renderSquare={() => null}
      squareLabel={(sq) => squareName(sq)}
      markNames={MARK_NAMES}
      selected={selection.selected}
      movable={selection.movable}
      targets={selection.targets}
      onSquareClick={selection.onSquareClick}
      onDrop={selection.onDrop}
      lastCaptured={[toIndex(4, 3)]}
    />
  );
}

// jsdom has no PointerEvent; a MouseEvent that carries pointerType is enough here.
class TestPointerEvent extends MouseEvent {
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? 'mouse';
  }
}
if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: TestPointerEvent });

describe('Checkerboard', () => {
  const from = toIndex(2, 5);
  const to = toIndex(3, 4);

  it('selects a movable piece, shows its targets and dispatches the move', () => {
    const onMove = jest.fn();
    render(<Harness steps={[{ from, to }]} onMove={onMove} />);
    expect(screen.queryByTestId(`target-${to}`)).toBeNull();
    fireEvent.click(screen.getByTestId(`square-${from}`));
    expect(screen.getByTestId(`square-${from}`)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId(`target-${to}`)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId(`square-${to}`));
    expect(onMove).toHaveBeenCalledWith(from, to);
  });

  it('ignores clicks on squares that are not targets', () => {
    const onMove = jest.fn();
    render(<Harness steps={[{ from, to }]} onMove={onMove} />);
    fireEvent.click(screen.getByTestId(`square-${toIndex(4, 3)}`));
    fireEvent.click(screen.getByTestId(`square-${from}`));
    fireEvent.click(screen.getByTestId(`square-${toIndex(1, 4)}`));
    expect(onMove).not.toHaveBeenCalled();
  });

  it('tells screen readers which pieces can move and where the picked one may go', () => {
    render(<Harness steps={[{ from, to }]} onMove={jest.fn()} />);
    expect(screen.getByTestId(`square-${from}`)).toHaveAccessibleName('c3, can move');
    expect(screen.getByTestId(`square-${to}`)).toHaveAccessibleName('d4');
    expect(screen.getByTestId(`square-${toIndex(4, 3)}`)).toHaveAccessibleName('e5, captured');
    fireEvent.click(screen.getByTestId(`square-${from}`));
    expect(screen.getByTestId(`square-${from}`)).toHaveAccessibleName('c3, selected');
    expect(screen.getByTestId(`square-${to}`)).toHaveAccessibleName('d4, legal move');
  });

  it('moves the focus with arrow keys and acts on Enter', () => {
    const onMove = jest.fn();
    render(<Harness steps={[{ from, to }]} onMove={onMove} />);
    const start = screen.getByRole('gridcell', { name: 'a1' });
    expect(start).toHaveAttribute('tabindex', '0');
    act(() => start.focus());
    fireEvent.keyDown(start, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('gridcell', { name: 'c3, can move' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    fireEvent.click(document.activeElement!);
    expect(screen.getByTestId(`target-${to}`)).toBeInTheDocument();
  });

  it('plays a legal step dragged with the mouse, and ignores an illegal drop', () => {
    const onMove = jest.fn();
    render(<Harness steps={[{ from, to }]} onMove={onMove} />);
    const dropOn = (square: number) => {
      document.elementFromPoint = () => screen.getByTestId(`square-${square}`);
      fireEvent.pointerDown(screen.getByTestId(`square-${from}`), { pointerType: 'mouse', button: 0 });
      fireEvent.pointerUp(screen.getByTestId(`square-${square}`), { pointerType: 'mouse' });
    };
    dropOn(toIndex(1, 4));
    expect(onMove).not.toHaveBeenCalled();
    dropOn(to);
    expect(onMove).toHaveBeenCalledWith(from, to);
  });

  it('marks where the last move captured', () => {
    render(<Harness steps={[]} onMove={jest.fn()} />);
    expect(screen.getByTestId(`captured-${toIndex(4, 3)}`)).toBeInTheDocument();
  });

  it('shows the board turned around when flipped, arrow keys following what the player sees', () => {
    render(<Harness steps={[]} onMove={jest.fn()} flipped />);
    const cells = screen.getAllByRole('gridcell');
    expect(cells[0]).toHaveAccessibleName('h1');
    expect(cells[63]).toHaveAccessibleName('a8');
    const start = screen.getByRole('gridcell', { name: 'h8' });
    expect(start).toHaveAttribute('tabindex', '0');
    act(() => start.focus());
    fireEvent.keyDown(start, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('gridcell', { name: 'g7' }));
  });

  it('keeps one tab stop, on the last square that had the focus, and stops at the edge', () => {
    render(<Harness steps={[]} onMove={jest.fn()} />);
    const corner = screen.getByRole('gridcell', { name: 'a1' });
    act(() => corner.focus());
    fireEvent.keyDown(corner, { key: 'ArrowLeft' });
    fireEvent.keyDown(corner, { key: 'ArrowDown' });
    expect(corner).toHaveFocus();
    fireEvent.keyDown(corner, { key: 'ArrowRight' });
    const b1 = screen.getByRole('gridcell', { name: 'b1' });
    expect(b1).toHaveFocus();
    expect(screen.getAllByRole('gridcell').filter((cell) => cell.getAttribute('tabindex') === '0')).toEqual([b1]);
  });
});
