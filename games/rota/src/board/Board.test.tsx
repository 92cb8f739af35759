import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ctx } from 'boardgame.io';
import type { GameArgs } from '@tabula/game-kit';
import { GameLogList } from '@tabula/game-kit/ui';
import { moveSpies, renderBoard as renderGameBoard, seatArgs } from '@tabula/game-kit/testing/board';
import { logMove, logPlacement } from '../log';
import { stateOf } from '../testPositions';
import type { RotaState } from '../types';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const local = seatArgs('LocalFriend', ['Red', 'Blue']);
const online = seatArgs('OnlineFriend', ['Ana', 'Bruno']);
const againstComputer = seatArgs('AI', ['Red', 'Computer'], { aiSeats: ['1'] });

function renderBoard(G: RotaState, options: Partial<Ctx> & { playerID?: string | null; gameArgs?: GameArgs } = {}) {
  const { playerID, gameArgs = local, ...ctx } = options;
  const moves = moveSpies(['placePiece', 'movePiece']);
  renderGameBoard(Board, { G, ctx, moves, playerID, gameArgs });
  return moves;
}

const point = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name},`) });

describe('rota board', () => {
  it('asks the player on turn to place a piece and places it on the clicked point', async () => {
    const moves = renderBoard(stateOf('.........'));
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent("Red's turn");
    expect(screen.getByTestId('turn-detail')).toHaveTextContent('Place a piece');
    expect(screen.getByTestId('legend-0')).toHaveTextContent('3 pieces to place');
    expect(point('Point 3')).toHaveAccessibleName('Point 3, empty, you can place here');
    await userEvent.click(point('Point 3'));
    expect(moves.placePiece).toHaveBeenCalledWith(2);
    await userEvent.click(point('Centre'));
    expect(moves.placePiece).toHaveBeenLastCalledWith(8);
  });

  it('counts down the pieces left to place and refuses a click on an occupied point', async () => {
    const G = stateOf('RB......R');
    G.lastMove = { seat: '0', from: null, to: 8 };
    const moves = renderBoard(G, { currentPlayer: '1' });
    expect(screen.getByTestId('legend-0')).toHaveTextContent('1 piece to place');
    expect(screen.getByTestId('legend-1')).toHaveTextContent('2 pieces to place');
    expect(point('Centre')).toHaveAccessibleName('Centre, Red piece, last move');
    expect(point('Centre')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(point('Centre'));
    expect(moves.placePiece).not.toHaveBeenCalled();
    expect(screen.getByTestId('last-move')).toHaveTextContent('Last move: Red placed a piece (Centre)');
  });

  it('moves a piece: pick it, see its legal targets, then pick one', async () => {
    // Red on 1, 4, 6 (indices 0, 3, 5), Blue on 2, 3, 7 (indices 1, 2, 6); empty 5, 8 and the centre.
    const moves = renderBoard(stateOf('RBBR.RB..'));
    expect(screen.getByTestId('turn-detail')).toHaveTextContent('Move a piece');
    expect(point('Point 4')).toHaveAccessibleName('Point 4, Red piece, can move');
    expect(point('Point 2')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(point('Point 4'));
    expect(screen.getByTestId('turn-detail')).toHaveTextContent('Choose where the piece goes');
    expect(point('Point 4')).toHaveAttribute('data-selected', 'true');
    const targets = screen.getAllByRole('button').filter((b) => b.getAttribute('data-target') === 'true');
    expect(targets.map((b) => b.getAttribute('data-testid')).sort()).toEqual(['point-4', 'point-8']);
    expect(point('Point 5')).toHaveAccessibleName('Point 5, empty, legal move');
    await userEvent.click(point('Point 8')); // not a neighbour of point 4: only drops the selection
    expect(moves.movePiece).not.toHaveBeenCalled();
    expect(point('Point 4')).not.toHaveAttribute('data-selected');
    await userEvent.click(point('Point 4'));
    await userEvent.click(point('Centre'));
    expect(moves.movePiece).toHaveBeenCalledWith(3, 8);
  });

  it('switches the selection to another of the own pieces', async () => {
    const moves = renderBoard(stateOf('RBBR.RB..'));
    await userEvent.click(point('Point 4'));
    await userEvent.click(point('Point 6'));
    expect(point('Point 6')).toHaveAttribute('data-selected', 'true');
    await userEvent.click(point('Point 5'));
    expect(moves.movePiece).toHaveBeenCalledWith(5, 4);
  });

  it('is played with the arrow keys and Enter or Space', async () => {
    const moves = renderBoard(stateOf('.........'));
    const centre = point('Centre');
    expect(centre).toHaveAttribute('tabindex', '0');
    act(() => centre.focus());
    await userEvent.keyboard('{ArrowUp}');
    expect(point('Point 1')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(moves.placePiece).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowDown}{ArrowDown} ');
    expect(moves.placePiece).toHaveBeenLastCalledWith(3);
  });

  it('online, waits for the other player and takes no clicks', async () => {
    const moves = renderBoard(stateOf('.........'), { currentPlayer: '1', playerID: '0', gameArgs: online });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Waiting for Bruno');
    expect(screen.queryByTestId('turn-detail')).toBeNull();
    await userEvent.click(point('Point 1'));
    expect(moves.placePiece).not.toHaveBeenCalled();
    expect(screen.getByTestId('legend-0')).toHaveTextContent('Ana (Red)');
  });

  it('against the computer, shows it thinking and takes no clicks on its turn', async () => {
    const moves = renderBoard(stateOf('R........'), { currentPlayer: '1', gameArgs: againstComputer });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('The computer is thinking');
    await userEvent.click(point('Point 2'));
    expect(moves.placePiece).not.toHaveBeenCalled();
  });

  it('shows the winning line, the last move and the result once the game is over', async () => {
    // Red moved from point 5 (index 4) to the centre, completing the diameter of points 2 and 6 (indices 1, 5).
    const G = stateOf('.R.B.RBBR');
    G.lastMove = { seat: '0', from: 4, to: 8 };
    G.result = { winner: '0', reason: 'line' };
    const moves = renderBoard(G, { currentPlayer: '1', gameover: { winner: '0', reason: 'line' } });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Red wins with three in a line');
    expect(screen.getByTestId('last-move')).toHaveTextContent('Last move: Red moved a piece (Point 5 → Centre)');
    const winning = screen.getAllByRole('button').filter((b) => b.getAttribute('data-winning') === 'true');
    expect(winning.map((b) => b.getAttribute('data-testid')).sort()).toEqual(['point-1', 'point-5', 'point-8']);
    expect(point('Centre')).toHaveAccessibleName('Centre, Red piece, last move, winning line');
    expect(point('Point 5')).toHaveAccessibleName('Point 5, empty, moved from here');
    await userEvent.click(point('Point 5'));
    expect(moves.movePiece).not.toHaveBeenCalled();
    expect(moves.placePiece).not.toHaveBeenCalled();
  });

  it('drops the pieces-to-place counts once a line made while placing ends the game', () => {
    const G = stateOf('RB..R.B.R');
    G.lastMove = { seat: '0', from: null, to: 4 };
    G.result = { winner: '0', reason: 'line' };
    renderBoard(G, { currentPlayer: '1', gameover: { winner: '0', reason: 'line' } });
    expect(screen.getByTestId('legend-1')).not.toHaveTextContent('to place');
    expect(screen.getByTestId('last-move')).toHaveTextContent('Last move: Red placed a piece (Point 5)');
  });

  it('announces a draw by repetition', () => {
    const G = stateOf('RBBR.RB..');
    G.result = { draw: true, reason: 'threefold' };
    renderBoard(G, { gameover: { draw: true, reason: 'threefold' } });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Draw: the same position came up three times');
  });
});

describe('rota board against the computer, the human named "You"', () => {
  const youAndComputer: GameArgs = {
    mode: 'AI',
    players: [
      { playerID: '0', name: 'You', you: true },
      { playerID: '1', name: 'Computer' },
    ],
    aiSeats: ['1'],
  };

  it('tells you about your own last move in the second person', () => {
    const G = stateOf('.R.B.RBBR');
    G.lastMove = { seat: '0', from: 4, to: 8 };
    renderBoard(G, { currentPlayer: '1', playerID: '0', gameArgs: youAndComputer });
    expect(screen.getByTestId('last-move')).toHaveTextContent('Last move: you moved a piece (Point 5 → Centre)');
  });

  it("names the computer's last move in the third person", () => {
    const G = stateOf('RB......R');
    G.lastMove = { seat: '1', from: null, to: 1 };
    renderBoard(G, { playerID: '0', gameArgs: youAndComputer });
    expect(screen.getByTestId('last-move')).toHaveTextContent('Last move: Computer placed a piece (Point 2)');
  });

  it('words the log lines about you in the second person', () => {
    const G = stateOf('.........');
    logPlacement(G, '0', 8);
    logPlacement(G, '1', 2);
    logMove(G, '0', 8, 0);
    render(<GameLogList lines={G.log} gameNamespace="rota" players={youAndComputer.players} />);
    expect(screen.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'You placed a piece in the centre',
      'Computer placed a piece on point 3',
      'You moved from the centre to point 1',
    ]);
  });
});
