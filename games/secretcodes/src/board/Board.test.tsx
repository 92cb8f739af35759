import { fireEvent, screen, within } from '@testing-library/react';
import { moveSpies, renderBoard, seatArgs } from '@tabula/game-kit/testing/board';
import { actors, cardOf, startedFour, testMatch } from '../testMatch';
import { playerView } from '../view';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);
beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

const online = seatArgs('OnlineFriend', ['Ana', 'Bruno', 'Carla', 'Dora']);
const MOVES = ['joinTeam', 'appointSpymaster', 'startPlay', 'giveClue', 'guess', 'pass'] as const;

function show(match: ReturnType<typeof testMatch>, playerID: string | null) {
  const { G, ctx } = match.state();
  const moves = moveSpies(MOVES);
  const result = renderBoard(Board, { G: playerView({ G, ctx, playerID }), ctx, moves, playerID, gameArgs: online });
  return { moves, ...result };
}

describe('choosing teams', () => {
  it('lets a player join a team, and tells them the host starts', () => {
    const match = testMatch(4);
    const { moves } = show(match, '1');
    expect(screen.getByRole('heading', { name: 'Select teams' })).toBeInTheDocument();
    expect(within(screen.getByTestId('team-unassigned')).getByText('Bruno (you)')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('join-red'));
    expect(moves.joinTeam).toHaveBeenCalledWith('red');
    expect(screen.queryByTestId('start-play')).toBeNull();
    expect(screen.getByText('Ana starts the game once the teams are ready.')).toBeInTheDocument();
  });

  it('shows the host why play cannot start yet, and lets the host appoint spymasters', () => {
    const match = testMatch(4);
    match.as('1')('joinTeam', 'blue');
    const { moves } = show(match, '0');
    expect(screen.getByTestId('start-problem')).toHaveTextContent(
      'In order to start the game all players need to join a team and each team must have a spymaster.',
    );
    expect(screen.getByTestId('start-play')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Make Bruno spymaster' }));
    expect(moves.appointSpymaster).toHaveBeenCalledWith('1', 'blue');
  });

  it('offers "Done, play!" once every player has a team and both teams a spymaster', () => {
    const match = testMatch(4);
    match.as('0')('joinTeam', 'blue');
    match.as('1')('joinTeam', 'blue');
    match.as('2')('joinTeam', 'red');
    match.as('3')('joinTeam', 'red');
    match.as('0')('appointSpymaster', '0', 'blue');
    match.as('0')('appointSpymaster', '2', 'red');
    const { moves } = show(match, '0');
    expect(within(screen.getByTestId('team-red')).getByText(/Carla/)).toHaveTextContent('Carla [S]');
    fireEvent.click(screen.getByRole('button', { name: 'Done, play!' }));
    expect(moves.startPlay).toHaveBeenCalled();
  });
});

describe('play', () => {
  it('shows the active spymaster the key and takes a clue that is one word not on the grid', () => {
    const match = startedFour();
    const { spymaster } = actors(match.state().G);
    const { moves } = show(match, spymaster);
    expect(screen.getByTestId('status')).toHaveTextContent('Give a clue to your team');
    expect(document.querySelectorAll('[data-key]')).toHaveLength(25);
    const input = screen.getByTestId('clue-word');
    fireEvent.change(input, { target: { value: match.state().G.words[3]! } });
    expect(screen.getByTestId('give-clue')).toBeDisabled();
    expect(screen.getByText('One word, letters only, not a word on the grid')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'Zebrafish' } });
    fireEvent.click(screen.getByTestId('give-clue'));
    expect(moves.giveClue).toHaveBeenCalledWith('Zebrafish', 1);
    expect(screen.queryByRole('button', { name: /^Select/ })).toBeNull();
  });

  it('never shows a guesser or a spectator the key, and lets the active guesser select cards and pass after one', () => {
    const match = startedFour();
    const { team, spymaster, guesser } = actors(match.state().G);
    match.as(spymaster)('giveClue', 'Zebrafish', 2);
    const { moves, unmount } = show(match, guesser);
    expect(document.querySelectorAll('[data-key]')).toHaveLength(0);
    expect(screen.getByTestId('status')).toHaveTextContent("Your team's turn: select cards!");
    expect(screen.getByTestId('clue')).toHaveTextContent('Clue: ZEBRAFISH 2 · Guesses left: 3');
    expect(screen.getByTestId('pass')).toBeDisabled();
    fireEvent.click(screen.getByTestId('card-7'));
    expect(moves.guess).toHaveBeenCalledWith(7);
    unmount();
    match.as(guesser)('guess', cardOf(match.state().G, team));
    const spectator = show(match, null);
    expect(document.querySelectorAll('[data-key]')).toHaveLength(0);
    expect(document.querySelectorAll('[data-agent]')).toHaveLength(1);
    expect(screen.queryByTestId('pass')).toBeNull();
    expect(screen.getByTestId('card-0')).toBeDisabled();
    spectator.unmount();
    const afterOne = show(match, guesser);
    fireEvent.click(screen.getByTestId('pass'));
    expect(afterOne.moves.pass).toHaveBeenCalled();
  });

  it('shows everyone the full key and the winner at the end', () => {
    const match = startedFour();
    const { team, spymaster, guesser } = actors(match.state().G);
    match.as(spymaster)('giveClue', 'Zebrafish', 2);
    match.as(guesser)('guess', cardOf(match.state().G, 'assassin'));
    show(match, null);
    const other = team === 'blue' ? 'Red Team' : 'Blue Team';
    expect(screen.getByTestId('status')).toHaveTextContent(`${other} wins`);
    expect(screen.getByTestId('full-key')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-key]')).toHaveLength(24);
    expect(document.querySelectorAll('[data-agent="assassin"]')).toHaveLength(1);
  });
});

describe('two seats on one device', () => {
  it('shows the set teams and lets the first seat start', () => {
    const match = testMatch(2);
    const { G, ctx } = match.state();
    const moves = moveSpies(MOVES);
    renderBoard(Board, { G, ctx, moves, playerID: '0', gameArgs: seatArgs('LocalFriend', ['Ana', 'Bruno']) });
    expect(screen.getByText('Each player is a team and its own spymaster.')).toBeInTheDocument();
    expect(screen.queryByTestId('join-red')).toBeNull();
    expect(screen.queryByRole('button', { name: /spymaster/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Done, play!' }));
    expect(moves.startPlay).toHaveBeenCalled();
  });
});
