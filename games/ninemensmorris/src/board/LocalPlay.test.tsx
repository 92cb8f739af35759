import { fireEvent, screen } from '@testing-library/react';
import { renderLocalPlay, seatArgs } from '@tabula/game-kit/testing/board';
import { game } from '../game';
import { at } from '../testPositions';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const renderLocal = () => renderLocalPlay(game, Board, seatArgs('LocalFriend', ['White', 'Red']));

const click = (name: string) => fireEvent.click(screen.getByTestId(`point-${at(name)}`));

describe('ninemensmorris on a shared device, through boardgame.io', () => {
  it('places, closes a mill and removes a piece, then the other player goes on', () => {
    renderLocal();
    for (const name of ['a1', 'b2', 'd1', 'b4']) click(name);
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent("White's turn");
    click('g1'); // a1 d1 g1: a mill
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent("White's turn");
    expect(screen.getByTestId('turn-detail')).toHaveTextContent("Mill! Remove one of Red's pieces");
    click('b4');
    expect(screen.getByTestId(`point-${at('b4')}`)).not.toHaveAttribute('data-seat');
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent("Red's turn");
    expect(screen.getByTestId('legend-1')).toHaveTextContent('7 in hand · 1 lost');
    expect(screen.getByTestId('last-move')).toHaveTextContent(
      'Last move: White placed a piece (Point g1) and removed a piece (Point b4)',
    );
  });
});
