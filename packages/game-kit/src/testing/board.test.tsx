import { fireEvent, screen } from '@testing-library/react';
import type { Game } from 'boardgame.io';
import type { GameBoardProps } from '../contract';
import { moveSpies, renderBoard, renderLocalPlay, seatArgs, testCtx } from './board';

type Counter = { count: number };

function CounterBoard({ G, ctx, moves, playerID, gameArgs }: GameBoardProps<Counter>) {
  const mover = gameArgs.players.find((player) => player.playerID === ctx.currentPlayer)?.name;
  return (
    <button type="button" onClick={() => moves.add?.(1)}>
      {`${G.count} ${mover} ${ctx.playOrderPos} ${playerID ?? 'device'}`}
    </button>
  );
}

const counterGame: Game<Counter> = {
  setup: () => ({ count: 0 }),
  moves: { add: ({ G }, n: number) => ({ count: G.count + n }) },
  turn: { minMoves: 1, maxMoves: 1 },
};

describe('board test helpers', () => {
  it('builds a context whose play order position follows the current player', () => {
    const ctx = testCtx({ numPlayers: 3, currentPlayer: '2' });
    expect(ctx.playOrder).toEqual(['0', '1', '2']);
    expect(ctx.playOrderPos).toBe(2);
    expect(testCtx().currentPlayer).toBe('0');
  });

  it('names the seats in order and the computer seats in AI mode', () => {
    expect(seatArgs('AI', ['Ana', 'Computer'], { aiSeats: ['1'], aiLevel: 'hard' })).toEqual({
      mode: 'AI',
      players: [
        { playerID: '0', name: 'Ana' },
        { playerID: '1', name: 'Computer' },
      ],
      aiSeats: ['1'],
      aiLevel: 'hard',
    });
  });

  it('renders a board with the given position and seat, and records its moves', () => {
    const moves = moveSpies(['add']);
    renderBoard(CounterBoard, {
      G: { count: 4 },
      ctx: { currentPlayer: '1' },
      moves,
      playerID: '0',
      gameArgs: seatArgs('OnlineFriend', ['Ana', 'Bruno']),
    });
    fireEvent.click(screen.getByRole('button', { name: '4 Bruno 1 0' }));
    expect(moves.add).toHaveBeenCalledWith(1);
  });

  it('plays a game on one device through boardgame.io, which passes the turn', () => {
    renderLocalPlay(counterGame, CounterBoard, seatArgs('LocalFriend', ['Ana', 'Bruno']), { setup: () => ({ count: 10 }) });
    fireEvent.click(screen.getByRole('button', { name: '10 Ana 0 device' }));
    expect(screen.getByRole('button', { name: '11 Bruno 1 device' })).toBeInTheDocument();
  });
});
