import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberRoom } from '../../lib/apollo/types';
import type { ComputerLevelChoice } from './computerLevels';
import { renderOnline } from '../session/testing';
import { RoomView, type RoomActions } from './RoomView';

const room = (members: Array<[number, string, boolean]>, capacity = 2, computerLevels: string[] = []): MemberRoom => ({
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
  setupData: null,
  tableRules: {
    clock: { kind: 'NONE', seconds: null, minutes: null, incrementSeconds: null },
    onTimeout: 'MOVE_ONCE',
    awaySeconds: null,
  },
  computerSeats: computerLevels.map((level, index) => ({ position: members.length + index, level })),
});

const LEVELS: ComputerLevelChoice[] = [
  { key: 'easy', label: 'Easy' },
  { key: 'medium', label: 'Medium' },
  { key: 'hard', label: 'Hard' },
];

function actions(): RoomActions {
  return {
    remove: jest.fn(),
    moveUp: jest.fn(),
    addComputer: jest.fn(),
    removeComputer: jest.fn(),
    shuffle: jest.fn(),
    changeCapacity: jest.fn(),
    start: jest.fn(),
    leave: jest.fn(),
  };
}

function show(
  r: MemberRoom,
  currentUserId: number,
  a = actions(),
  maxPlayers = 2,
  rules?: ReactNode,
  computerLevels: ComputerLevelChoice[] | null = null,
) {
  renderOnline(
    <RoomView
      room={r}
      computerLevels={computerLevels}
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

  describe('computer players', () => {
    it('lets the creator seat a computer player of a chosen level in an empty seat, and take it out', async () => {
      const user = userEvent.setup();
      const a = show(room([[1, 'Ana', true]], 4, ['medium']), 1, actions(), 4, undefined, LEVELS);
      const seats = screen.getAllByTestId('seat-nickname').map((seat) => seat.textContent);
      expect(seats).toEqual(['Ana', 'Computer (Medium)']);
      expect(screen.getByText('2 of 4 players')).toBeInTheDocument();
      // Each of the two empty seats offers a computer player.
      const adds = screen.getAllByRole('button', { name: 'Add a computer player' });
      expect(adds).toHaveLength(2);
      await user.click(adds[0]!);
      const menu = screen.getByRole('menu', { name: 'Computer level' });
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Easy', 'Medium', 'Hard']);
      await user.click(within(menu).getByRole('menuitem', { name: 'Hard' }));
      expect(a.addComputer).toHaveBeenCalledWith('hard');
      await user.click(screen.getByRole('button', { name: 'Remove Computer (Medium)' }));
      // By its seat (the second), not by its place among the computer players.
      expect(a.removeComputer).toHaveBeenCalledWith(1);
    });

    it('starts a room of one person and computer players once every seat is taken', async () => {
      const user = userEvent.setup();
      const a = show(room([[1, 'Ana', true]], 4, ['easy', 'medium', 'hard']), 1, actions(), 4, undefined, LEVELS);
      expect(screen.getByText('4 of 4 players')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add a computer player' })).not.toBeInTheDocument();
      // Shuffling reorders people only: nothing to shuffle with one.
      expect(screen.getByRole('button', { name: 'Shuffle seats' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Start game' }));
      expect(a.start).toHaveBeenCalled();
    });

    it('shows a member the computer players with their levels, without a way to change them', () => {
      show(
        room(
          [
            [1, 'Ana', true],
            [2, 'Bea', false],
          ],
          4,
          ['easy'],
        ),
        2,
        actions(),
        4,
        undefined,
        LEVELS,
      );
      expect(screen.getAllByTestId('seat-nickname').map((seat) => seat.textContent)).toEqual(['Ana', 'Bea', 'Computer (Easy)']);
      expect(screen.queryByRole('button', { name: 'Add a computer player' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
      expect(screen.getAllByTestId('room-seat-empty')).toHaveLength(1);
    });

    it('offers no computer player for a game without one', () => {
      show(room([[1, 'Ana', true]], 2), 1);
      expect(screen.getAllByTestId('room-seat-empty')).toHaveLength(1);
      expect(screen.queryByRole('button', { name: 'Add a computer player' })).not.toBeInTheDocument();
    });
  });
});
