import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Ctx, PlayerID } from 'boardgame.io';
import { CLOCK_PLUGIN, type GameArgs } from '@tabula/game-kit';
import { moveSpies, seatArgs, testCtx } from '@tabula/game-kit/testing/board';
import { initialState } from '../game';
import { PLAIN_CARD } from '../testTable';
import type { BingoState } from '../types';
import { playerView } from '../view';
import { Board, type BingoBoardProps } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const online: GameArgs = seatArgs('OnlineFriend', ['Ana', 'Bruno', 'Carla']);
const ctx: Partial<Ctx> = {
  numPlayers: 3,
  playOrder: ['0', '1', '2'],
  phase: 'play',
  activePlayers: { '0': null, '1': null, '2': null } as unknown as Ctx['activePlayers'],
};

function table(change: (G: BingoState) => void = () => undefined): BingoState {
  const G = initialState({ playOrder: ['0', '1', '2'] } as Ctx);
  G.cards = { '0': PLAIN_CARD, '1': PLAIN_CARD.map((n) => (n === 0 ? 0 : n + 5)), '2': PLAIN_CARD };
  change(G);
  return G;
}

function propsFor(G: BingoState, playerID: PlayerID | null, extra: { deadline?: number; gameover?: unknown } = {}) {
  const moves = moveSpies(['mark', 'unmark', 'claim']);
  const plugins = { [CLOCK_PLUGIN]: { data: { deadline: extra.deadline ?? null, limitMs: 10_000, key: '2|play|0|' } } };
  const view = playerView({ G, ctx: ctx as Ctx, playerID });
  const props = { G: view, ctx: testCtx({ ...ctx, gameover: extra.gameover }), moves, playerID, gameArgs: online, plugins };
  return { moves, props: props as unknown as BingoBoardProps };
}

function show(G: BingoState, playerID: PlayerID | null, extra: { deadline?: number; gameover?: unknown } = {}) {
  const { moves, props } = propsFor(G, playerID, extra);
  return { moves, ...render(<Board {...props} />) };
}

describe('the Bingo board', () => {
  it("shows the seat's own card and marks a square on a tap, another tap takes it off", () => {
    const { moves } = show(
      table((G) => (G.marks['0'] = [6])),
      '0',
    );
    const card = screen.getByRole('grid', { name: 'Your card' });
    expect(within(card).getAllByRole('gridcell')).toHaveLength(25);
    fireEvent.click(screen.getByRole('gridcell', { name: 'B 1' }));
    expect(moves.mark).toHaveBeenCalledWith(0);
    fireEvent.click(screen.getByRole('gridcell', { name: 'I 17, marked' }));
    expect(moves.unmark).toHaveBeenCalledWith(6);
    expect(screen.getByRole('gridcell', { name: 'Free square, always marked' })).toBeInTheDocument();
  });

  it('calls Bingo! with the claims the seat has left, as stars', () => {
    const { moves } = show(
      table((G) => (G.claimsLeft['0'] = 2)),
      '0',
    );
    const button = screen.getByRole('button', { name: 'Call Bingo! (2 calls left)' });
    expect(button).toHaveTextContent('Bingo! ★★☆');
    fireEvent.click(button);
    expect(moves.claim).toHaveBeenCalledWith(2);
  });

  it('tells the seat when its claim was spent without a full line', () => {
    const { rerender } = show(table(), '0');
    expect(screen.queryByTestId('claim-failed')).toBeNull();
    rerender(
      <Board
        {...propsFor(
          table((G) => (G.claimsLeft['0'] = 2)),
          '0',
        ).props}
      />,
    );
    expect(screen.getByTestId('claim-failed')).toHaveTextContent(
      'Not a full line of numbers already called: 2 Bingo! calls left',
    );
  });

  it('says sorry once every claim is used up, with no button', () => {
    show(
      table((G) => (G.claimsLeft['0'] = 0)),
      '0',
    );
    expect(screen.queryByTestId('claim-bingo')).toBeNull();
    expect(screen.getByText('Sorry, you used up all your Bingo! calls — Better luck next time!')).toBeInTheDocument();
  });

  it('counts down to the first call, then shows the current call large and the Table of called numbers', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    try {
      show(table(), '0', { deadline: 1_000_000 + 14_200 });
      expect(screen.getByRole('timer')).toHaveTextContent('Starting in 15');
      expect(screen.getByRole('status', { name: 'No number called yet' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(5_000));
      expect(screen.getByRole('timer')).toHaveTextContent('Starting in 10');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the latest call and every called number on the Table, and the countdown to the next call', () => {
    show(
      table((G) => (G.called = [5, 44, 70])),
      '1',
      { deadline: Date.now() + 9_500 },
    );
    expect(screen.getByRole('status', { name: 'Current call: O 70' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Next call in 10');
    const calledTable = screen.getByRole('region', { name: 'Numbers called so far' });
    for (const number of [5, 44, 70]) expect(within(calledTable).getByTestId(`called-${number}`)).toBeInTheDocument();
    expect(within(calledTable).queryByTestId('called-6')).toBeNull();
  });

  it('lists every player with the claims left, and shows a spectator no card', () => {
    show(
      table((G) => (G.claimsLeft['1'] = 1)),
      null,
    );
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.queryByTestId('claim-bingo')).toBeNull();
    expect(screen.getByText("You are watching: each player's card is theirs alone")).toBeInTheDocument();
    expect(within(screen.getByTestId('player-1')).getByLabelText('1 Bingo! call left')).toBeInTheDocument();
    expect(within(screen.getByTestId('player-0')).getByLabelText('3 Bingo! calls left')).toBeInTheDocument();
  });

  it('shows the winning line to everyone once a claim wins, and no Bingo! button', () => {
    const G = table((state) => {
      state.called = [1, 16, 31, 46, 61];
      state.marks['0'] = [0, 1, 2, 3, 4];
      state.winner = { seat: '0', cells: [0, 1, 2, 3, 4], numbers: [1, 16, 31, 46, 61] };
    });
    const gameover = { winner: '0', reason: 'bingo' };
    const { unmount } = show(G, '0', { gameover });
    expect(screen.getByTestId('winning-line')).toHaveTextContent('Ana won with 1, 16, 31, 46, 61');
    expect(screen.queryByTestId('claim-bingo')).toBeNull();
    unmount();
    show(G, '2', { gameover });
    expect(screen.getByTestId('winning-line')).toHaveTextContent('Ana won with 1, 16, 31, 46, 61');
  });
});
