import { screen, within } from '@testing-library/react';
import type { Room } from '../../lib/apollo/types';
import { renderInLanguage } from '../i18n/testI18n';
import { renderOnline } from '../session/testing';
import { LobbyList } from './LobbyList';
import { lobbyRoom } from './lobbyRoom';

const room = (id: string, capacity: number, names: string[], gameCode = 'tictactoe', computerLevels: string[] = []): Room => ({
  id,
  gameCode,
  capacity,
  isPublic: true,
  matchId: null,
  userId: null,
  freeSeats: capacity - names.length - computerLevels.length,
  userMemberships: names.map((nickname, i) => ({ isCreator: i === 0, position: i + 1, user: { id: i + 1, nickname } })),
  computerSeats: computerLevels.map((level, i) => ({ position: names.length + i, level })),
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
    expect(within(entry).getByTestId('lobby-free-seats')).toHaveTextContent('1 seat free');
    expect(within(entry).queryByTestId('lobby-computers')).not.toBeInTheDocument();
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

  it('counts computer players among the seats taken, and says how many there are and how many seats are free', () => {
    renderOnline(
      <LobbyList
        rooms={[
          { room: room('r7', 5, ['Ana'], 'schafkopf', ['easy', 'hard']), gameName: 'Schafkopf', href: '/r7', imageURL: null },
          { room: room('r8', 4, ['Ana'], 'skat', ['easy', 'easy', 'hard']), gameName: 'Skat', href: '/r8', imageURL: null },
        ]}
      />,
    );
    const [open, full] = screen.getAllByTestId('lobby-room');
    expect(open).toHaveTextContent('3 of 5 players');
    expect(within(open!).getByTestId('lobby-free-seats')).toHaveTextContent('2 seats free');
    expect(within(open!).getByTestId('lobby-computers')).toHaveTextContent('2 computer players');
    expect(within(open!).getByText('Players: Ana')).toBeInTheDocument();
    expect(within(open!).getByRole('link', { name: 'Join: Schafkopf' })).toHaveAttribute('href', '/r7');
    expect(full).toHaveTextContent('4 of 4 players');
    expect(within(full!).getByTestId('lobby-free-seats')).toHaveTextContent('0 seats free');
    expect(within(full!).getByTestId('lobby-computers')).toHaveTextContent('3 computer players');
    expect(within(full!).getByRole('button', { name: 'Full' })).toBeDisabled();
  });

  it.each([
    ['de', '1 Platz frei', '1 Computerspieler'],
    ['fr', '1 place libre', '1 joueur ordinateur'],
    ['it', '1 posto libero', '1 giocatore computer'],
    ['pt', '1 lugar livre', '1 jogador computador'],
  ] as const)('says in %s how many seats are free and how many computer players sit in', (language, free, computers) => {
    const online = require(`../../locales/${language}/online.json`) as object;
    renderInLanguage(
      <LobbyList rooms={[{ room: room('r9', 3, ['Ana'], 'schafkopf', ['easy']), gameName: 'X', href: null, imageURL: null }]} />,
      language,
      { online },
    );
    expect(screen.getByTestId('lobby-free-seats')).toHaveTextContent(free);
    expect(screen.getByTestId('lobby-computers')).toHaveTextContent(computers);
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
