import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { Client as VanillaClient } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { game } from '@games/tictactoe/game';
import tictactoe from '../../../../games/tictactoe/locales/en.json';
import online from '../../locales/en/online.json';
import { renderInLanguage } from '../i18n/testI18n';
import { NICKNAME_KEY, TOKEN_KEY } from '../session/sessionStore';
import { MatchScreen } from './MatchScreen';
import type { PublicMatch } from './publicMatch';

jest.mock('next/router', () => ({
  useRouter: () => ({
    locale: 'en',
    pathname: '/match/[[...matchId]]',
    asPath: '/match/m-1',
    query: {},
    push: jest.fn(),
    replace: jest.fn(),
  }),
}));
// The game server: one in-memory boardgame.io master that every client of the test shares.
jest.mock('boardgame.io/multiplayer', () => {
  const actual = jest.requireActual('boardgame.io/multiplayer');
  const shared = actual.Local();
  return { ...actual, SocketIO: () => shared };
});
jest.mock('../play/useGameModule', () => ({
  useGameModule: () => ({
    state: {
      status: 'ready',
      module: {
        game: jest.requireActual('@games/tictactoe/game').game,
        Board: jest.requireActual('@games/tictactoe/board').Board,
      },
      screen: {
        PlayerMatch: jest.requireActual('./PlayerMatch').PlayerMatch,
        SpectatorMatch: jest.requireActual('./SpectatorMatch').SpectatorMatch,
      },
    },
    retry: jest.fn(),
  }),
}));

const match: PublicMatch = {
  id: 'm-1',
  gameCode: 'tictactoe',
  bgioServerUrl: 'http://game.test',
  bgioMatchId: 'bgio-1',
  playerMemberships: [
    { bgioPlayerId: '0', user: { id: 1, nickname: 'Ana' } },
    { bgioPlayerId: '1', user: { id: 2, nickname: 'Bea' } },
  ],
};

function player(playerID: string) {
  const client = VanillaClient({
    game,
    numPlayers: 2,
    multiplayer: SocketIO({ server: match.bgioServerUrl }),
    matchID: match.bgioMatchId,
    playerID,
  });
  client.start();
  return client;
}

describe('MatchScreen for a visitor', () => {
  beforeEach(() => localStorage.clear());

  it('shows the match at once, without asking a nickname, and names the winner', async () => {
    expect(localStorage.getItem(NICKNAME_KEY) ?? localStorage.getItem(TOKEN_KEY)).toBeNull();
    const ana = player('0');
    const bea = player('1');
    renderInLanguage(
      <MockedProvider mocks={[]}>
        <MatchScreen matchId="m-1" language="en" initialMatch={match} />
      </MockedProvider>,
      'en',
      { online, tictactoe },
    );
    expect(await screen.findByTestId('spectating')).toHaveTextContent('You are watching this match.');
    expect(screen.queryByTestId('nickname-prompt')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tic-Tac-Toe' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getAllByTestId('match-player-name').map((name) => name.textContent)).toEqual(['Ana', 'Bea']);
    expect(screen.getAllByTestId('match-player-side').map((side) => side.textContent)).toEqual(['Red', 'Green']);
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent("Ana's turn");
    expect(screen.queryByTestId('chat-button')).not.toBeInTheDocument();
    // The rules open over the match, and closing them leaves the match where it was.
    await userEvent.click(screen.getByRole('button', { name: 'Game options' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'How to play' }));
    const rules = screen.getByRole('dialog', { name: 'How to play Tic-Tac-Toe' });
    expect(rules).toHaveTextContent(tictactoe.instructions.text.split('\n')[0]!);
    await userEvent.click(within(rules).getByRole('button', { name: 'Back to the game' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent("Ana's turn");

    act(() => {
      for (const [client, cell] of [
        [ana, 0],
        [bea, 3],
        [ana, 1],
        [bea, 4],
        [ana, 2],
      ] as const)
        client.moves.markCell!(cell);
    });
    await waitFor(() => expect(screen.getByTestId('game-over')).toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: 'Ana won!' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play again' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('match-player-turn')).not.toBeInTheDocument();
    ana.stop();
    bea.stop();
  });

  it('offers to try again when the match could not be read', () => {
    renderInLanguage(
      <MockedProvider mocks={[]}>
        <MatchScreen matchId="m-1" language="en" initialMatch={null} />
      </MockedProvider>,
      'en',
      { online, tictactoe },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The match cannot be loaded right now.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByTestId('nickname-prompt')).not.toBeInTheDocument();
  });
});
