import { act, fireEvent, screen } from '@testing-library/react';
import type { Ctx } from 'boardgame.io';
import type { GameArgs } from '@tabula/game-kit';
import { moveSpies, renderBoard as renderGameBoard, seatArgs } from '@tabula/game-kit/testing/board';
import { initialState } from '../rules';
import { LAST, stateWithBoard } from '../testPositions';
import type { CornerusState } from '../types';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const local = seatArgs('LocalFriend', ['Anna', 'Bruno']);
const online = seatArgs('OnlineFriend', ['Anna', 'Bruno']);

function renderBoard(G: CornerusState, options: Partial<Ctx> & { playerID?: string | null; gameArgs?: GameArgs } = {}) {
  const { playerID, gameArgs = local, ...ctx } = options;
  const moves = moveSpies(['placePiece', 'endColour']);
  renderGameBoard(Board, { G, ctx, moves, playerID, gameArgs });
  return moves;
}

const cell = (x: number, y: number) => screen.getByTestId(`cell-${x}-${y}`);

describe('cornerus board', () => {
  it('names the colour and player on turn and shows every colour', () => {
    renderBoard(initialState());
    expect(screen.getByTestId('turn-detail')).toHaveTextContent('Blue (Anna) to play');
    expect(screen.getByTestId('colour-2')).toHaveTextContent('Red (Bruno)');
    expect(screen.getByTestId('colour-0')).toHaveTextContent('21 pieces left · -89 points');
    expect(screen.getByTestId('scores')).toHaveTextContent('Scores: Anna -178, Bruno -178');
    expect(cell(0, 0)).toHaveAttribute('data-corner', 'true');
    expect(screen.getByTestId('placement-status')).toHaveTextContent('Choose one of your pieces');
  });

  it('turns and flips the piece in hand with buttons named in words, and keeps the key help off a touch screen', () => {
    renderBoard(initialState());
    expect(screen.getByRole('button', { name: 'Rotate left' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Piece 2, 2 squares' }));
    expect(screen.getByRole('button', { name: 'Rotate right' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Flip' })).toBeEnabled();
    expect(screen.queryByTestId('keys-help')).toBeNull();
  });

  it('with four players shows each colour with its points and no repeated score line', () => {
    renderBoard(initialState(), { numPlayers: 4, gameArgs: seatArgs('LocalFriend', ['Anna', 'Bruno', 'Carla', 'Dan']) });
    expect(screen.getByTestId('colour-3')).toHaveTextContent('Green (Dan)');
    expect(screen.getByTestId('colour-3')).toHaveTextContent('21 pieces left · -89 points');
    expect(screen.queryByTestId('scores')).toBeNull();
  });

  it('lays out the colours, the board, and the status with the controls and the tray as three blocks (beside the board where the column is wide)', () => {
    renderBoard(initialState());
    const table = screen.getByTestId('cornerus-table');
    const [panel, board, side] = [...table.children];
    expect(panel).toContainElement(screen.getByTestId('colour-0'));
    expect(board).toContainElement(screen.getByTestId('cornerus-board'));
    expect(side).toContainElement(screen.getByTestId('piece-tray'));
    expect(side).toContainElement(screen.getByTestId('place'));
  });

  it('brings a chosen piece to where it fits, turns it, and places it with a click', () => {
    const moves = renderBoard(initialState());
    fireEvent.click(screen.getByRole('button', { name: 'Piece 2, 2 squares' })); // the domino
    expect(screen.getByTestId('placement-status')).toHaveTextContent('the piece fits here');
    expect(cell(0, 0)).toHaveAttribute('data-ghost', 'legal');
    expect(cell(1, 0)).toHaveAttribute('data-ghost', 'legal');
    fireEvent.click(screen.getByTestId('rotate-right'));
    expect(cell(0, 1)).toHaveAttribute('data-ghost', 'legal');
    fireEvent.click(cell(5, 5)); // first tap moves the piece there: it does not fit
    expect(cell(5, 5)).toHaveAttribute('data-ghost', 'illegal');
    expect(screen.getByTestId('placement-status')).toHaveTextContent(
      'Row 6, column 6: the first piece must cover its own corner',
    );
    expect(screen.getByTestId('place')).toBeDisabled();
    fireEvent.click(cell(5, 5));
    expect(moves.placePiece).not.toHaveBeenCalled();
    fireEvent.click(cell(0, 0));
    expect(cell(0, 0)).toHaveAttribute('data-fit', 'true');
    fireEvent.click(cell(0, 0)); // second tap on the same square places
    expect(moves.placePiece).toHaveBeenCalledWith(1, 1, 0, 0);
  });

  it('is played with the keyboard: arrows, R, Shift+R, F and Enter', () => {
    const moves = renderBoard(initialState());
    fireEvent.click(screen.getByTestId('piece-11')); // L pentomino, fits at the corner
    const board = screen.getByTestId('cornerus-board');
    act(() => board.focus());
    fireEvent.keyDown(board, { key: 'ArrowRight' });
    expect(screen.getByTestId('placement-status')).toHaveTextContent(/^Row 1, column \d+: the first piece must cover/);
    fireEvent.keyDown(board, { key: 'ArrowLeft' });
    fireEvent.keyDown(board, { key: 'r' });
    fireEvent.keyDown(board, { key: 'R', shiftKey: true });
    fireEvent.keyDown(board, { key: 'f' });
    fireEvent.keyDown(board, { key: 'f' });
    fireEvent.keyDown(board, { key: 'Enter' });
    expect(moves.placePiece).toHaveBeenCalledWith(11, 0, 0, 0);
  });

  it('says why a placement is refused: own edge, missing corner', () => {
    renderBoard(stateWithBoard(['BB']));
    fireEvent.click(screen.getByTestId('piece-0'));
    fireEvent.click(cell(2, 0));
    expect(screen.getByTestId('placement-status')).toHaveTextContent('it touches its own colour along an edge');
    fireEvent.click(cell(6, 6));
    expect(screen.getByTestId('placement-status')).toHaveTextContent('it must touch its own colour at a corner');
    fireEvent.click(cell(2, 1));
    expect(screen.getByTestId('placement-status')).toHaveTextContent('the piece fits here');
  });

  it('ends a colour only after a confirmation', () => {
    const moves = renderBoard(initialState());
    fireEvent.click(screen.getByTestId('end-colour'));
    expect(moves.endColour).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('confirm-end-colour'));
    expect(moves.endColour).toHaveBeenCalledTimes(1);
  });

  it('outlines the last placement and reports a colour passed over', () => {
    const G = stateWithBoard(['Y.', '.R'], [LAST - 1, LAST - 1]);
    G.lastPlacement = { colour: 1, piece: 0, cells: [LAST * 20 + LAST - 1] };
    G.skipped = [{ colour: 2 }];
    G.colours[2]!.end = 'blocked';
    renderBoard(G);
    expect(cell(LAST - 1, LAST)).toHaveAttribute('data-last', 'true');
    expect(screen.getByTestId('last-move')).toHaveTextContent('Last move: Yellow placed a piece of 1 square');
    expect(screen.getByTestId('skipped')).toHaveTextContent('Red was passed over: none of its pieces fits any more.');
    expect(screen.getByTestId('colour-2')).toHaveTextContent('no piece fits');
  });

  it('online, takes no input while the other player is on turn', () => {
    const moves = renderBoard(initialState(), { currentPlayer: '0', playerID: '1', gameArgs: online });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Waiting for Anna');
    expect(screen.queryByTestId('piece-tray')).toBeNull();
    fireEvent.click(cell(0, 0));
    expect(moves.placePiece).not.toHaveBeenCalled();
  });
});
