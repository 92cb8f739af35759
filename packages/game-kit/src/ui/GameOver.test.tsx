import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameResult } from '../result';
import { GameOver, type GameOverProps } from './GameOver';
import { renderWithI18n } from './testI18n';

const players = [
  { playerID: '0', name: 'Red' },
  { playerID: '1', name: 'Green' },
  { playerID: '2', name: 'Blue' },
];
const gameTexts = { reasons: { threefold: 'The same position came up three times.' } };

function show(result: GameResult, props: Partial<GameOverProps> = {}) {
  return renderWithI18n(
    <GameOver result={result} playerID="0" mode="OnlineFriend" players={players} gameNamespace="demo" onPlayAgain={jest.fn()} {...props} />,
    { demo: gameTexts },
  );
}

const title = () => screen.getByRole('heading', { level: 2 });

describe('GameOver', () => {
  it('tells the viewer they won or lost', () => {
    const { unmount } = show({ winner: '0' });
    expect(title()).toHaveTextContent('You won!');
    unmount();
    show({ winner: '1' });
    expect(title()).toHaveTextContent('You lost');
  });

  it('tells the viewer they lost, also among several winners', () => {
    show({ winners: ['1', '2'] });
    expect(title()).toHaveTextContent('You lost');
  });

  it('announces a draw with the reason from the game texts', () => {
    show({ draw: true, reason: 'threefold' });
    expect(title()).toHaveTextContent('Draw');
    expect(screen.getByText('The same position came up three times.')).toBeInTheDocument();
  });

  it('sends spectators to the scoreboard', () => {
    show({ winner: '1' }, { playerID: null });
    expect(title()).toHaveTextContent('See the scoreboard');
  });

  it('names the winners on a shared device', () => {
    show({ winners: ['0', '2'] }, { mode: 'LocalFriend', playerID: null, onPlayAgain: undefined });
    expect(title()).toHaveTextContent('Red and Blue won!');
    expect(screen.getByRole('button', { name: 'Play again' })).toBeEnabled();
  });

  it('against the computer speaks to the human seat', () => {
    show({ winner: '1' }, { mode: 'AI', playerID: '0', onPlayAgain: undefined });
    expect(title()).toHaveTextContent('You lost');
    expect(screen.getByRole('button', { name: 'Play again' })).toBeInTheDocument();
  });

  it('asks for a new game when play again is pressed, and waits while it comes', async () => {
    const onPlayAgain = jest.fn();
    const { rerender } = show({ winner: '0' }, { onPlayAgain });
    await userEvent.click(screen.getByRole('button', { name: 'Play again' }));
    expect(onPlayAgain).toHaveBeenCalledTimes(1);
    rerender(
      <GameOver result={{ winner: '0' }} playerID="0" mode="OnlineFriend" players={players} gameNamespace="demo" onPlayAgain={onPlayAgain} playAgainPending />,
    );
    expect(screen.getByRole('button', { name: 'Play again' })).toBeDisabled();
  });

  it('has no play again online when nobody handles it', () => {
    show({ winner: '0' }, { onPlayAgain: undefined });
    expect(screen.queryByRole('button', { name: 'Play again' })).not.toBeInTheDocument();
  });
});
