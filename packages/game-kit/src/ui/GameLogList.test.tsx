import { screen, within } from '@testing-library/react';
import { addLogLine, GAME_LOG_LIMIT, gameLogOf, type WithGameLog } from '../gameLog';
import { GameLogList } from './GameLogList';
import { renderWithI18n } from './testI18n';
import { playersOf } from './testPlayers';

const gameTexts = {
  log: {
    marked: '{{player}} marked {{cell}}',
    draw: 'The game is drawn',
    takes: '{{player}} takes the trick',
    takes_you: 'You take the trick',
  },
};

function show(G: WithGameLog) {
  return renderWithI18n(<GameLogList lines={gameLogOf(G)!} gameNamespace="tictactoe" players={playersOf(2)} />, {
    tictactoe: gameTexts,
  });
}

describe('the game log', () => {
  it('lists every line in order, with the table names and the values in the game texts', () => {
    const G: WithGameLog = { log: [] };
    addLogLine(G, { key: 'marked', seat: '0', values: { cell: 'b2' } });
    addLogLine(G, { key: 'marked', seat: '1', values: { cell: 'a1' } });
    addLogLine(G, { key: 'draw' });
    show(G);
    const lines = within(screen.getByTestId('game-log')).getAllByRole('listitem');
    const names = playersOf(2).map((player) => player.name);
    expect(lines.map((line) => line.textContent)).toEqual([
      `${names[0]} marked b2`,
      `${names[1]} marked a1`,
      'The game is drawn',
    ]);
  });

  it('tells the seat named "You" about itself in the second person, and the others in the third', () => {
    const G: WithGameLog = { log: [] };
    addLogLine(G, { key: 'takes', seat: '0' });
    addLogLine(G, { key: 'takes', seat: '1' });
    addLogLine(G, { key: 'marked', seat: '0', values: { cell: 'c3' } });
    const players = [
      { playerID: '0', name: 'You', you: true as const },
      { playerID: '1', name: 'Computer' },
    ];
    renderWithI18n(<GameLogList lines={G.log} gameNamespace="tictactoe" players={players} />, { tictactoe: gameTexts });
    const lines = within(screen.getByTestId('game-log')).getAllByRole('listitem');
    // A text without a `_you` form falls back to the plain one.
    expect(lines.map((line) => line.textContent)).toEqual(['You take the trick', 'Computer takes the trick', 'You marked c3']);
  });

  it('says so when nothing has happened yet', () => {
    show({ log: [] });
    expect(screen.getByTestId('game-log-empty')).toBeInTheDocument();
    expect(screen.queryByTestId('game-log')).not.toBeInTheDocument();
  });

  it('keeps the newest lines of a long match, the oldest dropped first', () => {
    const G: WithGameLog = { log: [] };
    for (let move = 1; move <= GAME_LOG_LIMIT + 5; move += 1) addLogLine(G, { key: 'marked', seat: '0', values: { cell: move } });
    expect(G.log).toHaveLength(GAME_LOG_LIMIT);
    expect(G.log[0]!.values!.cell).toBe(6);
    expect(G.log.at(-1)!.values!.cell).toBe(GAME_LOG_LIMIT + 5);
  });

  it('starts a log in a match saved before its game kept one', () => {
    const saved = {} as WithGameLog;
    addLogLine(saved, { key: 'draw' });
    expect(saved.log).toEqual([{ key: 'draw' }]);
  });

  it('reads a log only from a state that keeps one', () => {
    expect(gameLogOf({ cells: [] })).toBeUndefined();
    expect(gameLogOf({ log: 'not lines' })).toBeUndefined();
    expect(gameLogOf({ log: [{ nope: 1 }] })).toBeUndefined();
    expect(gameLogOf({ log: [{ key: 'draw' }] })).toEqual([{ key: 'draw' }]);
  });
});
