import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ctx } from 'boardgame.io';
import { RESIGN_MOVE, type GameArgs, type GameResult, type ResignationRule } from '@tabula/game-kit';
import { renderInLanguage } from '../i18n/testI18n';
import { type ResignOffer, RunnerBoard } from './RunnerBoard';

const names = ['Ana', 'Bruno', 'Carla', 'Dora'];
const online = (seats: number): GameArgs => ({
  mode: 'OnlineFriend',
  players: names.slice(0, seats).map((name, seat) => ({ playerID: String(seat), name })),
});

interface Setup {
  seats: number;
  /** The viewer's seat; undefined for a spectator, as on the match page. */
  playerID?: string;
  gameover?: GameResult;
  currentPlayer?: string;
  G?: object;
  resignation?: ResignationRule;
  onPlayAgain?: () => void;
  onResignOffer?: (offer: ResignOffer | null) => void;
}

function renderRunner({
  seats,
  playerID,
  gameover,
  currentPlayer = '0',
  G = {},
  resignation,
  onPlayAgain,
  onResignOffer,
}: Setup) {
  const resign = jest.fn();
  const ctx = {
    numPlayers: seats,
    currentPlayer,
    activePlayers: null,
    gameover,
    turn: 3,
    numMoves: 0,
    phase: 'default',
    playOrder: [],
    playOrderPos: 0,
  } as unknown as Ctx;
  const props = {
    G,
    ctx,
    moves: resignation ? { [RESIGN_MOVE]: resign } : {},
    playerID: playerID ?? null,
    gameArgs: online(seats),
    gameNamespace: 'demo',
    Board: () => <p>board</p>,
    resignation,
    onPlayAgain,
    onResignOffer,
  };
  renderInLanguage(<RunnerBoard {...(props as unknown as Parameters<typeof RunnerBoard>[0])} />, 'en', { demo: {} });
  return { resign };
}

describe('RunnerBoard for a spectator of an online match', () => {
  it('names the winner, with no play again', () => {
    renderRunner({ seats: 2, gameover: { winner: '1' } });
    expect(screen.getByRole('region', { name: 'Bruno won!' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play again' })).not.toBeInTheDocument();
  });

  it('shows the standings with every name and score', () => {
    renderRunner({
      seats: 4,
      gameover: { winners: ['0', '2'], scores: { '0': 9, '1': 4, '2': 9, '3': 1 }, placings: { '0': 1, '1': 3, '2': 1, '3': 4 } },
    });
    const region = screen.getByRole('region', { name: 'Ana and Carla won!' });
    const rows = within(within(region).getByRole('table', { name: 'Final standings' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['1AnaWinner9', '1CarlaWinner9', '3Bruno4', '4Dora1']);
  });

  it('offers no resignation', () => {
    renderRunner({ seats: 4, resignation: { afterResignation: 'playOn' } });
    expect(screen.queryByTestId('resign')).not.toBeInTheDocument();
  });
});

describe('RunnerBoard resignation online', () => {
  it('lets a seated player concede on their turn, saying what it does with four seats', async () => {
    const { resign } = renderRunner({ seats: 4, playerID: '2', currentPlayer: '2', resignation: { afterResignation: 'playOn' } });
    await userEvent.click(screen.getByTestId('resign'));
    expect(screen.getByRole('dialog')).toHaveTextContent('You leave the game; the others play on.');
    await userEvent.click(screen.getByTestId('resign-confirm'));
    expect(resign).toHaveBeenCalledTimes(1);
  });

  it('says the other player wins when two seats are left', async () => {
    renderRunner({ seats: 4, playerID: '0', resignation: { afterResignation: 'playOn' }, G: { resignedSeats: ['1', '3'] } });
    await userEvent.click(screen.getByTestId('resign'));
    expect(screen.getByRole('dialog')).toHaveTextContent('The other player wins the game.');
  });

  it('tells everyone who has resigned, and offers an out seat no resignation', () => {
    renderRunner({
      seats: 4,
      playerID: '1',
      currentPlayer: '1',
      resignation: { afterResignation: 'playOn' },
      G: { resignedSeats: ['1'] },
    });
    expect(screen.getByTestId('resigned-notice')).toHaveTextContent('Bruno has resigned.');
    expect(screen.queryByTestId('resign')).not.toBeInTheDocument();
  });

  it('is not offered while another seat is to move', () => {
    renderRunner({ seats: 3, playerID: '0', currentPlayer: '1', resignation: { afterResignation: 'othersShareWin' } });
    expect(screen.queryByTestId('resign')).not.toBeInTheDocument();
  });
});

describe('RunnerBoard for a game that keeps a log', () => {
  it('opens the log as a sheet on a phone, with the table names and the game texts', async () => {
    const G = { log: [{ key: 'marked', seat: '1', values: { square: 5 } }] };
    renderInLanguageWithLog(G);
    expect(screen.queryByTestId('game-log')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Game log' }));
    const sheet = screen.getByRole('dialog', { name: 'Game log' });
    expect(within(sheet).getByText('Bruno marked square 5')).toBeInTheDocument();
  });

  it('shows no log for a game that keeps none', () => {
    renderRunner({ seats: 2 });
    expect(screen.queryByRole('button', { name: 'Game log' })).not.toBeInTheDocument();
  });
});

function renderInLanguageWithLog(G: object) {
  const ctx = { numPlayers: 2, currentPlayer: '0', activePlayers: null, turn: 2, numMoves: 0, phase: 'default', playOrder: [] };
  const props = { G, ctx, moves: {}, playerID: '0', gameArgs: online(2), gameNamespace: 'demo', Board: () => <p>board</p> };
  renderInLanguage(<RunnerBoard {...(props as unknown as Parameters<typeof RunnerBoard>[0])} />, 'en', {
    demo: { log: { marked: '{{player}} marked square {{square}}' } },
  });
}

describe('RunnerBoard telling the match menu about resigning', () => {
  it('offers the seat’s resignation with what it does, and withdraws it once the seat may not act', () => {
    const offers: Array<ResignOffer | null> = [];
    const { resign } = renderRunner({
      seats: 3,
      playerID: '0',
      currentPlayer: '0',
      resignation: { afterResignation: 'othersShareWin' },
      onResignOffer: (offer) => offers.push(offer),
    });
    const offer = offers.at(-1);
    expect(offer?.effect).toBe('othersShareWin');
    offer!.resign();
    expect(resign).toHaveBeenCalledTimes(1);
  });

  it('offers nothing to a spectator', () => {
    const offers: Array<ResignOffer | null> = [];
    renderRunner({ seats: 2, resignation: { afterResignation: 'playOn' }, onResignOffer: (offer) => offers.push(offer) });
    expect(offers.filter((offer) => offer !== null)).toEqual([]);
  });
});
