import { fireEvent, screen } from '@testing-library/react';
import { renderLocalPlay, seatArgs } from '@tabula/game-kit/testing/board';
import { game } from '../game';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const renderLocal = () => renderLocalPlay(game, Board, seatArgs('LocalFriend', ['Red', 'Blue']));

const click = (testId: string) => fireEvent.click(screen.getByTestId(testId));

describe('rota on a shared device, through boardgame.io', () => {
  it('plays the placing phase, then the moving phase, to a line of three', () => {
    renderLocal();
    // Red 1, Blue 2, Red 4, Blue 3, Red 6, Blue 7 (indices 0, 1, 3, 2, 5, 6).
    for (const index of [0, 1, 3, 2, 5, 6]) click(`point-${index}`);
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent("Red's turn");
    expect(screen.getByTestId('turn-detail')).toHaveTextContent('Move a piece');
    expect(screen.getByTestId('legend-0')).not.toHaveTextContent('to place');
    // Red: point 4 -> centre (no line yet); Blue: point 7 -> point 8.
    click('point-3');
    click('point-8');
    expect(screen.getByTestId('point-8')).toHaveAttribute('data-seat', '0');
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent("Blue's turn");
    click('point-6');
    click('point-7');
    // Red on 1 (index 0), 6 (index 5) and the centre: point 6 -> point 5 makes the diameter 1-centre-5.
    click('point-5');
    click('point-4');
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Red wins with three in a line');
    expect(screen.getByTestId('point-0')).toHaveAttribute('data-winning', 'true');
    expect(screen.getByTestId('last-move')).toHaveTextContent('Last move: Red moved a piece (Point 6 → Point 5)');
  });
});
