import { fireEvent, screen } from '@testing-library/react';
import { renderLocalPlay, seatArgs } from '@tabula/game-kit/testing/board';
import { game } from '../game';
import { sq, stateOf } from '../testPositions';
import type { CheckersState } from '../types';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const renderLocal = (setup?: () => CheckersState) =>
  renderLocalPlay(game, Board, seatArgs('LocalFriend', ['Ana', 'Bruno']), { setup });

const square = (name: string) => screen.getByTestId(`square-${sq(name)}`);

describe('checkers on a shared device, through boardgame.io', () => {
  it('plays a move for each side in turn', () => {
    renderLocal();
    fireEvent.click(square('c3'));
    fireEvent.click(square('d4'));
    expect(square('d4')).toHaveAccessibleName('d4, White man, last move');
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent("Bruno's turn");
    fireEvent.click(square('f6'));
    fireEvent.click(square('e5'));
    expect(square('e5')).toHaveAccessibleName('e5, Black man, last move');
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent("Ana's turn");
  });

  it('keeps the turn through a double jump, then shows the result', () => {
    renderLocal(() => stateOf({ white: ['a1'], black: ['b2', 'd4'] }));
    fireEvent.click(square('a1'));
    fireEvent.click(square('c3'));
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Keep jumping');
    fireEvent.click(square('e5'));
    expect(square('d4')).toHaveAccessibleName('d4, empty, capture in the last move');
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('White won');
  });
});
