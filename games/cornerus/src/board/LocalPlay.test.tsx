import { act, fireEvent, screen } from '@testing-library/react';
import { renderLocalPlay, seatArgs } from '@tabula/game-kit/testing/board';
import { game } from '../game';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const renderLocal = () => renderLocalPlay(game, Board, seatArgs('LocalFriend', ['Anna', 'Bruno']));

const cell = (x: number, y: number) => screen.getByTestId(`cell-${x}-${y}`);
const detail = () => screen.getByTestId('turn-detail');

function keys(...pressed: string[]) {
  const board = screen.getByTestId('cornerus-board');
  act(() => board.focus());
  for (const key of pressed) fireEvent.keyDown(board, { key });
}

describe('cornerus on a shared device, through boardgame.io', () => {
  it('plays a round by tap and keyboard, then ends every colour to the result', () => {
    renderLocal();
    expect(detail()).toHaveTextContent('Blue (Anna) to play');
    fireEvent.click(screen.getByTestId('piece-1'));
    fireEvent.click(cell(0, 0));
    fireEvent.click(cell(0, 0));
    expect(cell(1, 0)).toHaveAttribute('data-colour', '0');
    expect(detail()).toHaveTextContent('Red (Bruno) to play');
    fireEvent.click(screen.getByTestId('piece-0'));
    keys('Enter');
    expect(cell(19, 19)).toHaveAttribute('data-colour', '2');
    expect(detail()).toHaveTextContent('Yellow (Anna) to play');
    fireEvent.click(screen.getByTestId('piece-0'));
    fireEvent.click(screen.getByTestId('place'));
    expect(cell(19, 0)).toHaveAttribute('data-colour', '1');
    fireEvent.click(screen.getByTestId('piece-4'));
    keys('r', 'ArrowLeft', 'ArrowUp', 'ArrowUp');
    expect(screen.getByTestId('placement-status')).toHaveTextContent('Row 18, column 1: the piece fits here');
    keys('Enter');
    for (const y of [16, 17, 18, 19]) expect(cell(0, y)).toHaveAttribute('data-colour', '3');
    expect(screen.getByTestId('last-move')).toHaveTextContent('Last move: Green placed a piece of 4 squares');

    for (const colour of ['Blue', 'Red', 'Yellow', 'Green']) {
      expect(detail()).toHaveTextContent(`${colour} (`);
      fireEvent.click(screen.getByTestId('end-colour'));
      fireEvent.click(screen.getByTestId('confirm-end-colour'));
    }
    expect(screen.queryByTestId('turn-detail')).toBeNull();
    expect(screen.getByTestId('scores')).toHaveTextContent('Scores: Anna -175, Bruno -173');
    expect(screen.getByTestId('colour-0')).toHaveTextContent('ended');
  });
});
