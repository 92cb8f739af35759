import { fireEvent, screen } from '@testing-library/react';
import { renderLocalPlay, seatArgs } from '@tabula/game-kit/testing/board';
import { game } from '../game';
import { sq, stateOf } from '../testPositions';
import type { BashniState } from '../types';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const renderLocal = (setup?: () => BashniState) =>
  renderLocalPlay(game, Board, seatArgs('LocalFriend', ['Ana', 'Bruno']), { setup });

const square = (name: string) => screen.getByTestId(`square-${sq(name)}`);

describe('bashni on a shared device, through boardgame.io', () => {
  it('plays a move for each side in turn', () => {
    renderLocal();
    fireEvent.click(square('e3'));
    fireEvent.click(square('f4'));
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent("Bruno's turn");
    fireEvent.click(square('h6'));
    fireEvent.click(square('g5'));
    expect(square('g5')).toHaveAccessibleName('g5, Black man, last move');
  });

  it('greys jumped columns during a sequence, then stacks the captured tops', () => {
    renderLocal(() => stateOf({ c3: 'w', d4: 'bw', f6: 'b', h8: 'b' }));
    fireEvent.click(square('c3'));
    fireEvent.click(square('e5'));
    expect(square('d4')).toHaveAccessibleName(
      'd4, column of 2 pieces, top to bottom: Black man, White man, capture in the last move, jumped',
    );
    fireEvent.click(square('g7'));
    expect(square('g7')).toHaveAccessibleName(
      'g7, column of 3 pieces, top to bottom: White man, Black man, Black man, last move',
    );
    expect(square('d4')).toHaveAccessibleName('d4, White man, capture in the last move');
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent("Bruno's turn");
  });
});
