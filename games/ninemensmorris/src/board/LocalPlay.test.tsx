import type { ComponentProps } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Client } from 'boardgame.io/react';
import type { GameArgs } from '@tabula/game-kit';
import { game } from '../game';
import { at } from '../testPositions';
import type { MorrisState } from '../types';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const local: GameArgs = {
  mode: 'LocalFriend',
  players: [
    { playerID: '0', name: 'White' },
    { playerID: '1', name: 'Red' },
  ],
};

function renderLocal() {
  const App = Client<MorrisState>({
    game,
    board: (props) => <Board {...(props as Omit<ComponentProps<typeof Board>, 'gameArgs'>)} gameArgs={local} />,
    numPlayers: 2,
    debug: false,
  });
  render(<App />);
}

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
