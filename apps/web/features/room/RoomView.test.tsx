import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Room } from '../../lib/apollo/types';
import { renderOnline } from '../session/testing';
import { RoomView, type RoomActions } from './RoomView';

const room = (members: Array<[number, string, boolean]>, capacity = 2): Room => ({
  id: 'room-1',
  gameCode: 'tictactoe',
  capacity,
  isPublic: false,
  matchId: null,
  userId: null,
  userMemberships: members.map(([id, nickname, isCreator], position) => ({
    isCreator,
    position: position + 1,
    user: { id, nickname },
  })),
});

function actions(): RoomActions {
  return {
    remove: jest.fn(),
    moveUp: jest.fn(),
    shuffle: jest.fn(),
    changeCapacity: jest.fn(),
    start: jest.fn(),
    leave: jest.fn(),
  };
}

function show(r: Room, currentUserId: number, a = actions(), maxPlayers = 2, rules?: ReactNode) {
  renderOnline(
    <RoomView
      room={r}
      currentUserId={currentUserId}
      gameName="Tic-Tac-Toe"
      minPlayers={2}
      maxPlayers={maxPlayers}
      shareUrl="http://localhost/room/tic-tac-toe/tictactoe/room-1"
      busy={false}
      starting={false}
      error={null}
      actions={a}
      rules={rules}
    />,
  );
  return a;
}

describe('RoomView', () => {
  it('shows the creator the controls for other members and starts when full', async () => {
    const user = userEvent.setup();
    const a = show(
      room([
        [1, 'Ana', true],
        [2, 'Bea', false],
      ]),
      1,
    );
    expect(screen.getByTestId('creator-controls')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Ana' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Bea' }));
    expect(a.remove).toHaveBeenCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Move Bea up' }));
    expect(a.moveUp).toHaveBeenCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Shuffle seats' }));
    expect(a.shuffle).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Start game' }));
    expect(a.start).toHaveBeenCalled();
  });

  it('hides every creator control from the other members', () => {
    show(
      room([
        [1, 'Ana', true],
        [2, 'Bea', false],
      ]),
      2,
    );
    expect(screen.queryByTestId('creator-controls')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move .* up/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start game' })).not.toBeInTheDocument();
    expect(screen.getByText('Waiting for Ana to start the game.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave room' })).toBeEnabled();
  });

  it('keeps start disabled and shows empty seats until the room is full', () => {
    show(room([[1, 'Ana', true]], 3), 1, actions(), 4);
    expect(screen.getByRole('button', { name: 'Start game' })).toBeDisabled();
    expect(screen.getByText('1 of 3 players')).toBeInTheDocument();
    expect(screen.getAllByTestId('room-seat-empty')).toHaveLength(2);
    expect(screen.getByText('The game can start when every seat is taken.')).toBeInTheDocument();
  });

  it('shows the share link and a QR code of it', () => {
    show(room([[1, 'Ana', true]]), 1);
    expect(screen.getByTestId('share-url')).toHaveValue('http://localhost/room/tic-tac-toe/tictactoe/room-1');
    expect(screen.getByRole('img', { name: 'QR code of the room link' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('asks no number of players for a game with a fixed count', () => {
    show(room([[1, 'Ana', true]]), 1);
    expect(screen.queryByRole('combobox', { name: 'Players' })).not.toBeInTheDocument();
  });

  it('lets the creator choose the number of players when the game allows several', () => {
    show(room([[1, 'Ana', true]]), 1, actions(), 4);
    expect(screen.getByRole('combobox', { name: 'Players' })).toHaveTextContent('2');
  });

  it("shows the room's rules to every member, not only the creator", () => {
    show(
      room([
        [1, 'Ana', true],
        [2, 'Bea', false],
      ]),
      2,
      actions(),
      2,
      <p>Forced capture: off</p>,
    );
    expect(screen.getByText('Forced capture: off')).toBeInTheDocument();
  });
});
