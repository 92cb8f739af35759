import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Ctx } from 'boardgame.io';
import type { GameArgs } from '@tabula/game-kit';
import { moveSpies, renderBoard as renderGameBoard, seatArgs } from '@tabula/game-kit/testing/board';
import { initialState } from '../rules/play';
import type { ChessState } from '../types';
import { Board } from './Board';

jest.mock('react-i18next', () => jest.requireActual('../testing/i18nMock').reactI18nextMock);

const local = seatArgs('LocalFriend', ['Ana', 'Ben']);

function renderBoard(options: Partial<Ctx> & { G?: ChessState; playerID?: string | null; gameArgs?: Partial<GameArgs> } = {}) {
  const { G = initialState(), playerID, gameArgs, ...ctx } = options;
  const moves = moveSpies(['movePiece']);
  renderGameBoard(Board, { G, ctx, moves, playerID, gameArgs: { ...local, ...gameArgs } });
  return moves;
}

const square = (name: string) => screen.getByTestId(`square-${name}`);
const targetsShown = () =>
  screen
    .getAllByRole('gridcell')
    .filter((cell) => cell.getAttribute('data-target'))
    .map((cell) => cell.getAttribute('data-testid')!.slice(7))
    .sort();

describe('chess board', () => {
  it('shows the 32 pieces of the start position, White at the bottom', () => {
    renderBoard();
    const cells = screen.getAllByRole('gridcell');
    expect(cells).toHaveLength(64);
    expect(cells[0]).toHaveAttribute('data-testid', 'square-a8');
    expect(cells[63]).toHaveAttribute('data-testid', 'square-h1');
    expect(cells.filter((cell) => cell.querySelector('svg'))).toHaveLength(32);
  });

  it('highlights the legal moves of a clicked piece and dispatches the move', () => {
    const { movePiece } = renderBoard();
    fireEvent.click(square('g1'));
    expect(targetsShown()).toEqual(['f3', 'h3']);
    fireEvent.click(square('f3'));
    expect(movePiece).toHaveBeenCalledWith('g1', 'f3');
  });

  it('does not select the opponent pieces or move on their turn', () => {
    const { movePiece } = renderBoard({ playerID: '1', gameArgs: { mode: 'OnlineFriend' } });
    fireEvent.click(square('e2'));
    fireEvent.click(square('e4'));
    fireEvent.click(square('e7'));
    expect(targetsShown()).toEqual([]);
    expect(movePiece).not.toHaveBeenCalled();
  });

  it('flips the board for Black', () => {
    renderBoard({ playerID: '1', gameArgs: { mode: 'OnlineFriend' } });
    const cells = screen.getAllByRole('gridcell');
    expect(cells[0]).toHaveAttribute('data-testid', 'square-h1');
    expect(cells[63]).toHaveAttribute('data-testid', 'square-a8');
  });

  it('lets the human play Black against the AI, flipped', () => {
    const G = { ...initialState('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'), lastMove: 'e2e4' };
    const { movePiece } = renderBoard({ G, currentPlayer: '1', gameArgs: { mode: 'AI', aiSeats: ['0'] } });
    expect(screen.getAllByRole('gridcell')[0]).toHaveAttribute('data-testid', 'square-h1');
    fireEvent.click(square('e7'));
    fireEvent.click(square('e5'));
    expect(movePiece).toHaveBeenCalledWith('e7', 'e5');
  });

  it('says the computer is thinking on its turn and ignores clicks', () => {
    const { movePiece } = renderBoard({ gameArgs: { mode: 'AI', aiSeats: ['0'] } });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('The computer is thinking…');
    fireEvent.click(square('e2'));
    fireEvent.click(square('e4'));
    expect(movePiece).not.toHaveBeenCalled();
  });

  it('asks for the promotion piece and sends the choice with the move', () => {
    const G = initialState('8/4P3/8/8/8/8/k7/4K3 w - - 0 1');
    const { movePiece } = renderBoard({ G });
    fireEvent.click(square('e7'));
    fireEvent.click(square('e8'));
    expect(movePiece).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('promote-n'));
    expect(movePiece).toHaveBeenCalledWith('e7', 'e8', 'n');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('can cancel the promotion chooser', () => {
    const G = initialState('8/4P3/8/8/8/8/k7/4K3 w - - 0 1');
    const { movePiece } = renderBoard({ G });
    fireEvent.click(square('e7'));
    fireEvent.click(square('e8'));
    fireEvent.click(screen.getByText('Cancel'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(movePiece).not.toHaveBeenCalled();
  });

  it('shows whose turn it is by name on a shared device', () => {
    renderBoard();
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent("Ana's turn");
  });

  it('describes squares for screen readers', () => {
    renderBoard();
    expect(square('e1')).toHaveAttribute('aria-label', 'e1, white king');
    expect(square('e4')).toHaveAttribute('aria-label', 'e4, empty');
  });

  it('shows check and the last move', () => {
    const G = { ...initialState('rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3'), lastMove: 'd8h4' };
    renderBoard({ G });
    expect(screen.getByTestId('check-status')).toHaveTextContent('Check!');
    expect(square('h4').getAttribute('aria-label')).toContain('last move');
    expect(square('d8').getAttribute('aria-label')).toContain('last move');
  });

  it('moves with the keyboard: arrows to navigate, Enter to select and move', () => {
    const { movePiece } = renderBoard();
    const e2 = square('e2');
    expect(e2).toHaveAttribute('tabindex', '0');
    act(() => e2.focus());
    fireEvent.keyDown(e2, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(square('e3'));
    fireEvent.keyDown(square('e3'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(e2);
    fireEvent.click(e2); // Enter and Space activate the focused square button
    fireEvent.keyDown(e2, { key: 'ArrowUp' });
    fireEvent.keyDown(square('e3'), { key: 'ArrowUp' });
    fireEvent.click(square('e4'));
    expect(movePiece).toHaveBeenCalledWith('e2', 'e4');
  });

  it('toggles the move sound', () => {
    renderBoard();
    const toggle = screen.getByTestId('sound-toggle');
    expect(toggle).toHaveAttribute('aria-label', 'Turn move sound off');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-label', 'Turn move sound on');
    expect(window.localStorage.getItem('tabula.chess.sound')).toBe('off');
  });
});

describe('chess board drag and drop', () => {
  // jsdom has no PointerEvent; a MouseEvent carries the coordinates and button the board reads.
  beforeAll(() => {
    if (!('PointerEvent' in window)) {
      class PointerEventPolyfill extends MouseEvent {
        pointerId: number;
        constructor(type: string, init: PointerEventInit = {}) {
          super(type, init);
          this.pointerId = init.pointerId ?? 0;
        }
      }
      Object.assign(window, { PointerEvent: PointerEventPolyfill });
    }
  });

  it('moves a piece dragged onto a legal square', () => {
    const { movePiece } = renderBoard();
    const grid = screen.getByRole('grid').parentElement!;
    const original = document.elementFromPoint;
    document.elementFromPoint = () => square('e4');
    try {
      fireEvent.pointerDown(square('e2'), { button: 0, clientX: 10, clientY: 10, pointerId: 1 });
      fireEvent.pointerMove(grid, { clientX: 10, clientY: 60, pointerId: 1 });
      expect(targetsShown()).toEqual(['e3', 'e4']);
      fireEvent.pointerUp(grid, { clientX: 10, clientY: 110, pointerId: 1 });
    } finally {
      document.elementFromPoint = original;
    }
    expect(movePiece).toHaveBeenCalledWith('e2', 'e4');
  });

  it('ignores a drop on a square that is not a legal move', () => {
    const { movePiece } = renderBoard();
    const grid = screen.getByRole('grid').parentElement!;
    const original = document.elementFromPoint;
    document.elementFromPoint = () => square('e5');
    try {
      fireEvent.pointerDown(square('e2'), { button: 0, clientX: 10, clientY: 10, pointerId: 1 });
      fireEvent.pointerMove(grid, { clientX: 10, clientY: 160, pointerId: 1 });
      fireEvent.pointerUp(grid, { clientX: 10, clientY: 160, pointerId: 1 });
    } finally {
      document.elementFromPoint = original;
    }
    expect(movePiece).not.toHaveBeenCalled();
  });
});

describe('chess board after the game', () => {
  it('takes no more input once the game is over', () => {
    const G = { ...initialState('rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3'), lastMove: 'd8h4' };
    const { movePiece } = renderBoard({ G, gameover: { winner: '1', reason: 'checkmate' } });
    fireEvent.click(square('a2'));
    expect(targetsShown()).toEqual([]);
    fireEvent.click(square('a3'));
    expect(movePiece).not.toHaveBeenCalled();
    expect(screen.queryByTestId('check-status')).toBeNull();
  });

  it('lists the moves played, numbered in pairs, with the newest marked', () => {
    renderBoard();
    expect(screen.queryByTestId('move-list')).not.toBeInTheDocument();
    const G = { ...initialState('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2'), history: ['f3', 'e5', 'g4'] };
    renderBoard({ G, currentPlayer: '1' });
    const list = screen.getByRole('region', { name: 'Moves' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1.f3e5', '2.g4']);
    expect(within(list).getByText('g4')).toHaveStyle({ fontWeight: 700 });
  });
});
