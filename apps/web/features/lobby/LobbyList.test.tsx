import { screen, within } from '@testing-library/react';
import type { Room } from '../../lib/apollo/types';
import { renderInLanguage } from '../i18n/testI18n';
import { renderOnline } from '../session/testing';
import { LobbyList } from './LobbyList';
import { lobbyRoom } from './lobbyRoom';

const room = (id: string, capacity: number, names: string[], gameCode = 'tictactoe'): Room => ({
  id,
  gameCode,
  capacity,
  isPublic: true,
  matchId: null,
  userId: null,
  userMemberships: names.map((nickname, i) => ({ isCreator: i === 0, position: i + 1, user: { id: i + 1, nickname } })),
});

const thumbnail = '/games/tictactoe/thumbnail.svg';

describe('LobbyList', () => {
  it("lists public rooms with the game's thumbnail, seats taken and a join link", () => {
    renderOnline(
      <LobbyList
        rooms={[
          { room: room('r1', 2, ['Ana']), gameName: 'Tic-Tac-Toe', href: '/room/tic-tac-toe/tictactoe/r1', imageURL: thumbnail },
        ]}
      />,
    );
    const entry = screen.getByTestId('lobby-room');
    expect(within(entry).getByTestId('lobby-thumbnail')).toHaveAttribute('src', thumbnail);
    expect(within(entry).getByTestId('lobby-thumbnail')).toHaveAttribute('alt', '');
    expect(screen.getByText('Tic-Tac-Toe')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 players')).toBeInTheDocument();
    expect(screen.getByText('Players: Ana')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join: Tic-Tac-Toe' })).toHaveAttribute('href', '/room/tic-tac-toe/tictactoe/r1');
  });

  it('offers no join for a full room and says when there is no room', () => {
    const { rerender } = renderOnline(
      <LobbyList rooms={[{ room: room('r2', 2, ['Ana', 'Bea']), gameName: 'Tic-Tac-Toe', href: '/x', imageURL: thumbnail }]} />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Full' })).toBeDisabled();
    rerender(<LobbyList rooms={[]} />);
    expect(screen.getByTestId('lobby-empty')).toHaveTextContent('No public room is waiting right now.');
  });

  it.each([
    ['fr', '1 joueur sur 2', '2 joueurs sur 4'],
    ['it', '1 giocatore su 2', '2 giocatori su 4'],
    ['pt', '1 de 2 jogadores', '2 de 4 jogadores'],
  ] as const)('counts the seats taken with the plural forms of %s', (language, one, two) => {
    const online = require(`../../locales/${language}/online.json`) as object;
    renderInLanguage(
      <LobbyList
        rooms={[
          { room: room('r3', 2, ['Ana']), gameName: 'X', href: null, imageURL: null },
          { room: room('r4', 4, ['Ana', 'Bea']), gameName: 'Y', href: null, imageURL: null },
        ]}
      />,
      language,
      { online },
    );
    const [first, second] = screen.getAllByTestId('lobby-room');
    expect(first).toHaveTextContent(one);
    expect(second).toHaveTextContent(two);
  });
});

describe('lobbyRoom', () => {
  it("gives a room its game's name, thumbnail and room page", () => {
    expect(lobbyRoom(room('r5', 2, ['Ana']), 'fr', () => 'Morpion')).toMatchObject({
      gameName: 'Morpion',
      imageURL: thumbnail,
      href: '/fr/room/morpion/morpion/r5',
    });
  });

  it('shows the code of a game this site does not know, without a thumbnail or a link', () => {
    expect(lobbyRoom(room('r6', 2, ['Ana'], 'nosuchgame'), 'en', () => 'never')).toMatchObject({
      gameName: 'nosuchgame',
      imageURL: null,
      href: null,
    });
  });
});
