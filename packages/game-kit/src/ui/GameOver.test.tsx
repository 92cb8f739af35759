import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameResult } from '../result';
import { resultFromScores } from '../placings';
import { GameOver, type GameOverProps } from './GameOver';
import { renderWithI18n } from './testI18n';
import { playersOf } from './testPlayers';

const players = [
  { playerID: '0', name: 'Red' },
  { playerID: '1', name: 'Green' },
  { playerID: '2', name: 'Blue' },
];
const gameTexts = { reasons: { threefold: 'The same position came up three times.' } };

function show(result: GameResult, props: Partial<GameOverProps> = {}, language = 'en') {
  return renderWithI18n(
    <GameOver
      result={result}
      playerID="0"
      mode="OnlineFriend"
      players={players}
      gameNamespace="demo"
      onPlayAgain={jest.fn()}
      {...props}
    />,
    { demo: gameTexts },
    language,
  );
}

const title = () => screen.getByRole('heading', { level: 2 });
const winnersLine = () => screen.getByTestId('game-over-winners');
const standings = () => screen.getByRole('table', { name: 'Final standings' });
/** Each row of the standings as the player reads it: place, name, score. */
const standingRows = () =>
  within(standings())
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('GameOver', () => {
  it('tells the viewer they won or lost', () => {
    const { unmount } = show({ winner: '0' });
    expect(title()).toHaveTextContent('You won!');
    unmount();
    show({ winner: '1' });
    expect(title()).toHaveTextContent('You lost');
    expect(winnersLine()).toHaveTextContent('Green won!');
  });

  it('tells the viewer they lost, also among several winners, and who won', () => {
    show({ winners: ['1', '2'] });
    expect(title()).toHaveTextContent('You lost');
    expect(winnersLine()).toHaveTextContent('Green and Blue won!');
  });

  it('tells a viewer who shares the win, and with whom', () => {
    show({ winners: ['0', '2'] });
    expect(title()).toHaveTextContent('You share the win!');
    expect(winnersLine()).toHaveTextContent('Red and Blue won!');
  });

  it('announces a draw with the reason from the game texts', () => {
    show({ draw: true, reason: 'threefold' });
    expect(title()).toHaveTextContent('Draw');
    expect(screen.getByText('The same position came up three times.')).toBeInTheDocument();
  });

  it('tells spectators who won, by name', () => {
    show({ winner: '1' }, { playerID: null });
    expect(title()).toHaveTextContent('Green won!');
    expect(screen.queryByText(/scoreboard/i)).not.toBeInTheDocument();
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
      <GameOver
        result={{ winner: '0' }}
        playerID="0"
        mode="OnlineFriend"
        players={players}
        gameNamespace="demo"
        onPlayAgain={onPlayAgain}
        playAgainPending
      />,
    );
    expect(screen.getByRole('button', { name: 'Play again' })).toBeDisabled();
  });

  it('has no play again online when nobody handles it', () => {
    show({ winner: '0' }, { onPlayAgain: undefined });
    expect(screen.queryByRole('button', { name: 'Play again' })).not.toBeInTheDocument();
  });
});

describe('GameOver standings', () => {
  it('shows no table for two seats without scores: the headline says it all', () => {
    show({ winner: '1' }, { players: players.slice(0, 2), playerID: null });
    expect(title()).toHaveTextContent('Green won!');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows two seats with their scores when the game keeps score', () => {
    show(resultFromScores({ '0': 33, '1': 31 }), { players: players.slice(0, 2), playerID: null });
    expect(title()).toHaveTextContent('Red won!');
    expect(standingRows()).toEqual([
      ['1', 'RedWinner', '33'],
      ['2', 'Green', '31'],
    ]);
  });

  it('shows a spectator of four seats every place, name and score, ties sharing a place', () => {
    const four = playersOf(4);
    show(resultFromScores({ '0': 12, '1': 30, '2': 12, '3': 4 }), { players: four, playerID: null });
    expect(title()).toHaveTextContent('Ben won!');
    expect(
      within(standings())
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Place', 'Player', 'Score']);
    expect(standingRows()).toEqual([
      ['1', 'BenWinner', '30'],
      ['2', 'Anna', '12'],
      ['2', 'Carla', '12'],
      ['4', 'Dora', '4'],
    ]);
  });

  it('marks the viewer and every winner of a shared first place', () => {
    const four = playersOf(4);
    show(resultFromScores({ '0': 7, '1': 7, '2': 1, '3': 0 }), { players: four, playerID: '1' });
    expect(title()).toHaveTextContent('You share the win!');
    expect(winnersLine()).toHaveTextContent('Anna and Ben won!');
    const mine = within(standings())
      .getAllByRole('row')
      .find((row) => row.getAttribute('aria-current') === 'true')!;
    expect(mine).toHaveTextContent('Ben (you)');
    expect(within(standings()).getAllByTitle('Winner')).toHaveLength(2);
  });

  it('shows the seats without a score column when the game has no scores', () => {
    show({ winner: '2' }, { playerID: null });
    expect(
      within(standings())
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Place', 'Player']);
    expect(standingRows()).toEqual([
      ['1', 'BlueWinner'],
      ['–', 'Red'],
      ['–', 'Green'],
    ]);
  });

  it('lists all 30 seats and names the winners', () => {
    const thirty = playersOf(30);
    const scores = Object.fromEntries(thirty.map((p, seat) => [p.playerID, seat === 4 || seat === 17 ? 99 : seat]));
    show(resultFromScores(scores), { players: thirty, playerID: null });
    expect(title()).toHaveTextContent('Emil and Hana 2 won!');
    const rows = standingRows();
    expect(rows).toHaveLength(30);
    expect(rows.slice(0, 3)).toEqual([
      ['1', 'EmilWinner', '99'],
      ['1', 'Hana 2Winner', '99'],
      ['3', 'Jana 3', '29'],
    ]);
  });

  it('counts the winners past three names', () => {
    show({ winners: ['0', '1', '2', '3', '4'] }, { players: playersOf(30), playerID: null });
    expect(title()).toHaveTextContent('Anna, Ben and 3 others won!');
  });

  it('says when everyone or nobody won', () => {
    const { unmount } = show({ winners: ['0', '1', '2'] }, { playerID: null });
    expect(title()).toHaveTextContent('Everyone won!');
    unmount();
    show({ winners: [] }, { playerID: null });
    expect(title()).toHaveTextContent('Nobody won');
  });

  it('plays alone: one seat', () => {
    const you = [{ playerID: '0', name: 'You', you: true as const }];
    const { unmount } = show({ winner: '0', scores: { '0': 120 } }, { players: you, mode: 'AI' });
    expect(title()).toHaveTextContent('You won!');
    expect(standingRows()).toEqual([['1', 'YouWinner', '120']]);
    unmount();
    show({ winners: [] }, { players: playersOf(1), mode: 'LocalFriend', playerID: null });
    expect(title()).toHaveTextContent('Nobody won');
  });

  it('agrees the verb with the number of winners in French', () => {
    const { unmount } = show({ winners: ['1', '2'] }, { playerID: null }, 'fr');
    expect(title()).toHaveTextContent('Green et Blue ont gagné !');
    unmount();
    show({ winner: '1' }, { playerID: null }, 'fr');
    expect(title()).toHaveTextContent('Green a gagné !');
  });
});

describe('GameOver after a seat left', () => {
  const two = players.slice(0, 2);

  it('tells the one who resigned so, and who won', () => {
    show({ winner: '1', reason: 'resigned' }, { players: two });
    expect(title()).toHaveTextContent('You resigned');
    expect(winnersLine()).toHaveTextContent('Green won!');
    expect(screen.queryByText('By resignation.')).not.toBeInTheDocument();
  });

  it('tells the others who resigned, on a shared device and online', () => {
    const { unmount } = show({ winner: '1', reason: 'resigned' }, { players: two, playerID: '1' });
    expect(title()).toHaveTextContent('You won!');
    expect(screen.getByText('Red resigned.')).toBeInTheDocument();
    unmount();
    show({ winner: '2', reason: 'resigned' }, { mode: 'LocalFriend', playerID: null, onPlayAgain: undefined });
    expect(title()).toHaveTextContent('Blue won!');
    expect(screen.getByText('Red and Green resigned.')).toBeInTheDocument();
  });

  it('against the computer tells the human who resigned, with the computer as the winner', () => {
    const table = [
      { playerID: '0', name: 'Computer' },
      { playerID: '1', name: 'You' },
    ];
    show({ winner: '0', reason: 'resigned' }, { players: table, playerID: '1', mode: 'AI', onPlayAgain: undefined });
    expect(title()).toHaveTextContent('You resigned');
    expect(winnersLine()).toHaveTextContent('Computer won!');
  });

  const quit = { ...resultFromScores({ '0': 40, '1': 12, '2': 25 }), reason: 'quit' };

  it('tells the one who quit a match so, and who won on points', () => {
    show(quit, { playerID: '1', quitBy: '1' });
    expect(title()).toHaveTextContent('You quit the match');
    expect(winnersLine()).toHaveTextContent('Red won!');
    expect(standingRows()[0]).toEqual(['1', 'RedWinner', '40']);
  });

  it('tells a quitter who was ahead that they won', () => {
    show(quit, { playerID: '0', quitBy: '0' });
    expect(title()).toHaveTextContent('You quit the match');
    expect(winnersLine()).toHaveTextContent('You won!');
  });

  it('tells everybody else who quit, in their language', () => {
    const { unmount } = show(quit, { playerID: '0', quitBy: '1' });
    expect(title()).toHaveTextContent('You won!');
    expect(screen.getByText('Green quit the match.')).toBeInTheDocument();
    unmount();
    show(quit, { playerID: null, quitBy: '2' }, 'fr');
    expect(title()).toHaveTextContent('Red a gagné !');
    expect(screen.getByText('Blue a quitté la partie.')).toBeInTheDocument();
  });

  it("keeps the game's own reason when it does not say who quit", () => {
    renderWithI18n(<GameOver result={quit} playerID="1" mode="OnlineFriend" players={players} gameNamespace="cardgame" />, {
      cardgame: { reasons: { quit: 'A player quit the match.' } },
    });
    expect(title()).toHaveTextContent('You lost');
    expect(screen.getByText('A player quit the match.')).toBeInTheDocument();
  });
});
