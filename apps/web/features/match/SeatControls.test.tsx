import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import type { BoardProps } from 'boardgame.io/react';
import type { SeatData } from '@tabula/game-kit';
import { RESIGN_AWAY_PLAYER, SET_STAND_IN } from '../../lib/apollo/operations';
import online from '../../locales/en/online.json';
import onlineDe from '../../locales/de/online.json';
import type { Language } from '../i18n/languages';
import { renderInLanguage } from '../i18n/testI18n';
import { MatchMenu } from './MatchMenu';
import { SeatControls, type StandInOffer } from './SeatControls';
import { useSeatActions } from './useSeatActions';

const players = [
  { playerID: '0', name: 'Ana' },
  { playerID: '1', name: 'Bo' },
  { playerID: '2', name: 'Cy' },
];

function board(seats: SeatData[], { currentPlayer = '0', viewer = '0', gameover = undefined as unknown } = {}) {
  return {
    G: {},
    ctx: { currentPlayer, numPlayers: seats.length, activePlayers: null, gameover, turn: 3 },
    playerID: viewer,
    isConnected: true,
    matchData: seats.map((data, id) => ({ id, name: players[id]!.name, isConnected: !data.away, data })),
  } as unknown as BoardProps<any>;
}

/** The match's menu and what shows under the board, as PlayerMatch puts them together. */
function Seats({ props, hasComputer }: { props: BoardProps<any>; hasComputer: boolean }) {
  const actions = useSeatActions('m-1');
  const [standIn, setStandIn] = useState<StandInOffer | null>(null);
  return (
    <>
      <MatchMenu gameNamespace="chess" gameName="Chess" standIn={standIn} />
      <SeatControls
        board={props}
        players={players.slice(0, props.ctx.numPlayers)}
        resignation={{ afterResignation: 'playOn' }}
        hasComputer={hasComputer}
        actions={actions}
        onStandInOffer={setStandIn}
      />
    </>
  );
}

function show(
  props: BoardProps<any>,
  mocks: MockLink.MockedResponse[],
  { hasComputer = true, language = 'en' as Language } = {},
) {
  renderInLanguage(
    <MockedProvider mocks={mocks}>
      <Seats props={props} hasComputer={hasComputer} />
    </MockedProvider>,
    language,
    { online: language === 'de' ? onlineDe : online, chess: {} },
  );
}

const standInMock = (on: boolean, result: MockLink.MockedResponse['result']) => ({
  request: { query: SET_STAND_IN, variables: { matchId: 'm-1', on } },
  result,
});

const openMenu = () => userEvent.click(screen.getByRole('button', { name: 'Game options' }));

describe('SeatControls', () => {
  it('hands the viewer’s seat to the computer from the match menu', async () => {
    const asked = jest.fn(() => ({ data: { setStandIn: true } }));
    show(board([{}, {}]), [standInMock(true, asked)]);
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Let the computer play for me' }));
    await waitFor(() => expect(asked).toHaveBeenCalled());
    expect(screen.queryByTestId('seat-action-error')).not.toBeInTheDocument();
  });

  it('offers no computer in a game without one', async () => {
    show(board([{}, {}]), [], { hasComputer: false });
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'How to play' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Let the computer play for me' })).not.toBeInTheDocument();
  });

  it('says why the computer plays the viewer’s seat and gives it back', async () => {
    const takenBack = jest.fn(() => ({ data: { setStandIn: true } }));
    const standIn = { level: 'medium', reason: 'timeout', since: 1 } as const;
    show(board([{ standIn }, {}]), [standInMock(false, takenBack)]);
    const banner = screen.getByTestId('stand-in-banner');
    expect(banner).toHaveTextContent('Your time ran out: the computer plays for you.');
    await openMenu();
    // The seat is already the computer's: the menu does not offer it again.
    expect(screen.queryByRole('menuitem', { name: 'Let the computer play for me' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(banner).getByRole('button', { name: 'Take my seat back' }));
    await waitFor(() => expect(takenBack).toHaveBeenCalled());
  });

  it('shows a refused change in a short alert', async () => {
    const refused = { errors: [new GraphQLError('match is over', { extensions: { code: 'MATCH_OVER' } })] };
    show(board([{ standIn: { level: 'easy', reason: 'asked', since: 1 } }, {}]), [standInMock(false, refused)]);
    expect(screen.getByTestId('stand-in-banner')).toHaveTextContent('The computer plays for you, as you asked.');
    await userEvent.click(screen.getByRole('button', { name: 'Take my seat back' }));
    expect(await screen.findByTestId('seat-action-error')).toHaveTextContent('The match is over.');
  });

  it('lets the other player claim the win from an away player the match waits on, after asking', async () => {
    const claimed = jest.fn(() => ({ data: { resignAwayPlayer: true } }));
    const mock = { request: { query: RESIGN_AWAY_PLAYER, variables: { matchId: 'm-1', bgioPlayerId: '1' } }, result: claimed };
    show(board([{}, { away: { since: 1 } }], { currentPlayer: '1' }), [mock], { hasComputer: false });
    expect(screen.getByTestId('away-claim')).toHaveTextContent('Bo is away and the game waits.');
    await userEvent.click(screen.getByRole('button', { name: 'Claim the win' }));
    const dialog = screen.getByRole('dialog', { name: 'Claim the win?' });
    expect(dialog).toHaveTextContent('Bo resigns for being away: you win the match.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep waiting' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(claimed).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Claim the win' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Claim the win' }));
    await waitFor(() => expect(claimed).toHaveBeenCalled());
  });

  it('with more players, lets the others go on without the away player', async () => {
    show(board([{}, { away: { since: 1 } }, {}], { currentPlayer: '1' }), [], { hasComputer: false });
    await userEvent.click(screen.getByRole('button', { name: 'Go on without Bo' }));
    expect(screen.getByRole('dialog', { name: 'Go on without Bo?' })).toHaveTextContent(
      'Bo leaves the match for being away; the others play on.',
    );
  });

  it('offers nothing to claim while the match does not wait on the away player', () => {
    show(board([{}, { away: { since: 1 } }], { currentPlayer: '0' }), [], { hasComputer: false });
    expect(screen.queryByTestId('away-claim')).not.toBeInTheDocument();
  });

  it('offers the away player nothing to claim against their own seat', () => {
    show(board([{}, { away: { since: 1 } }], { currentPlayer: '1', viewer: '1' }), [], { hasComputer: false });
    expect(screen.queryByTestId('away-claim')).not.toBeInTheDocument();
  });

  it('speaks German', async () => {
    show(board([{}, { away: { since: 1 } }], { currentPlayer: '1' }), [], { hasComputer: false, language: 'de' });
    expect(screen.getByTestId('away-claim')).toHaveTextContent('Bo ist abwesend, und die Partie wartet.');
    await userEvent.click(screen.getByRole('button', { name: 'Den Sieg beanspruchen' }));
    expect(screen.getByRole('dialog', { name: 'Den Sieg beanspruchen?' })).toHaveTextContent('Du gewinnst die Partie.');
  });
});
