import { screen } from '@testing-library/react';
import type { Room } from '../../lib/apollo/types';
import { renderOnline } from '../session/testing';
import { LobbyList } from './LobbyList';

const room = (id: string, capacity: number, names: string[]): Room => ({
  id,
  gameCode: 'tictactoe',
  capacity,
  isPublic: true,
  matchId: null,
  userId: null,
  userMemberships: names.map((nickname, i) => ({ isCreator: i === 0, position: i + 1, user: { id: i + 1, nickname } })),
});

describe('LobbyList', () => {
  it('lists public rooms with seats taken and a join link', () => {
    renderOnline(<LobbyList rooms={[{ room: room('r1', 2, ['Ana']), gameName: 'Tic-Tac-Toe', href: '/room/tic-tac-toe/tictactoe/r1' }]} />);
    expect(screen.getByText('Tic-Tac-Toe')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 players')).toBeInTheDocument();
    expect(screen.getByText('Players: Ana')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join: Tic-Tac-Toe' })).toHaveAttribute('href', '/room/tic-tac-toe/tictactoe/r1');
  });

  it('offers no join for a full room and says when there is no room', () => {
    const { rerender } = renderOnline(<LobbyList rooms={[{ room: room('r2', 2, ['Ana', 'Bea']), gameName: 'Tic-Tac-Toe', href: '/x' }]} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Full' })).toBeDisabled();
    rerender(<LobbyList rooms={[]} />);
    expect(screen.getByTestId('lobby-empty')).toHaveTextContent('No public room is waiting right now.');
  });
});
