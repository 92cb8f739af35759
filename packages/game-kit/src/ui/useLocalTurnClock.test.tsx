import { act, render } from '@testing-library/react';
import { Client } from 'boardgame.io/client';
import type { Game } from 'boardgame.io';
import { withTurnClock } from '../clock';
import type { GameMode } from '../contract';
import { useLocalTurnClock } from './useLocalTurnClock';

interface Turns {
  history: string[];
}

const game: Game<Turns> = withTurnClock<Turns>(
  {
    name: 'clocked',
    setup: () => ({ history: [] }),
    moves: {
      act: ({ G, playerID, events }) => {
        G.history.push(`${playerID} acted`);
        events.endTurn();
      },
      skip: ({ G, playerID, events }) => {
        G.history.push(`${playerID} skipped`);
        events.endTurn();
      },
    },
  },
  { limitMs: 1000, firstTurnGraceMs: 0, onTimeout: () => ({ move: 'skip', args: [] }) },
);

function renderClocked(mode: GameMode) {
  const client = Client({ game, numPlayers: 2 });
  client.start();
  function Board() {
    const state = client.getState()!;
    useLocalTurnClock({ game, G: state.G, ctx: state.ctx, plugins: state.plugins, moves: client.moves, mode });
    return null;
  }
  const view = render(<Board />);
  client.subscribe(() => view.rerender(<Board />));
  return client;
}

describe('useLocalTurnClock', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('makes the timeout move for the seat to move when its time runs out on this device', () => {
    const client = renderClocked('LocalFriend');
    act(() => jest.advanceTimersByTime(999));
    expect(client.getState()!.G.history).toEqual([]);
    act(() => jest.advanceTimersByTime(2));
    expect(client.getState()!.G.history).toEqual(['0 skipped']);
    // The next seat has its own full second.
    act(() => jest.advanceTimersByTime(1001));
    expect(client.getState()!.G.history).toEqual(['0 skipped', '1 skipped']);
  });

  it('leaves online matches to the game server', () => {
    const client = renderClocked('OnlineFriend');
    act(() => jest.advanceTimersByTime(5000));
    expect(client.getState()!.G.history).toEqual([]);
  });
});
