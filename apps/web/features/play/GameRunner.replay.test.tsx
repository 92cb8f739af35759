import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameArgs } from '@tabula/game-kit';
import { game } from '@games/tictactoe/game';
import { Board } from '@games/tictactoe/board';
import { aiConfig } from '@games/tictactoe/ai';
import { game as tictactoePlus } from '@games/tictactoeplus/game';
import { Board as PlusBoard } from '@games/tictactoeplus/board';
import tictactoeEn from '../../../../games/tictactoe/locales/en.json';
import tictactoePlusEn from '../../../../games/tictactoeplus/locales/en.json';
import { renderInLanguage } from '../i18n/testI18n';
import { GameRunner, type GameRunnerProps } from './GameRunner';

const players = [
  { playerID: '0', name: 'Red' },
  { playerID: '1', name: 'Green' },
];

function run(gameArgs: GameArgs, options: { ai?: boolean; code?: string; module?: GameRunnerProps['module'] } = {}) {
  const code = options.code ?? 'tictactoe';
  return renderInLanguage(
    <GameRunner
      code={code}
      gameName={code}
      module={options.module ?? { game, Board }}
      gameArgs={gameArgs}
      numPlayers={2}
      ai={options.ai ? aiConfig : undefined}
    />,
    'en',
    { tictactoe: tictactoeEn, tictactoeplus: tictactoePlusEn },
  );
}

beforeEach(() => localStorage.clear());

const cell = (index: number) => screen.getByTestId(`cell-${index}`);
const markedCells = () =>
  screen.getAllByRole('gridcell').filter((square) => !square.getAttribute('aria-label')?.endsWith('empty')).length;
const stepper = () => screen.queryByRole('toolbar', { name: 'Step through the game' });
const position = () => screen.getByTestId('replay-position');
/** The positions are replayed just after the game-over screen is drawn. */
const stepperReady = () => screen.findByRole('toolbar', { name: 'Step through the game' });

describe('Stepping back through a finished game', () => {
  it('is offered only once the game is over, then shows every earlier position and returns to the end', async () => {
    run({ mode: 'LocalFriend', players });
    for (const square of [0, 3, 1, 4]) {
      await userEvent.click(cell(square));
      expect(stepper()).not.toBeInTheDocument();
    }
    await userEvent.click(cell(2));
    expect(screen.getByRole('region', { name: 'Red won!' })).toBeInTheDocument();
    await stepperReady();
    expect(position()).toHaveTextContent('Move 5 of 5');
    expect(screen.getByRole('button', { name: 'Next move' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Previous move' }));
    expect(position()).toHaveTextContent('Move 4 of 5');
    expect(markedCells()).toBe(4);
    expect(cell(2)).toHaveAccessibleName('Square 3, empty');
    expect(cell(4)).toHaveAccessibleName('Square 5, Green');
    // The result stays in view above the earlier position.
    expect(screen.getByRole('region', { name: 'Red won!' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Starting position' }));
    expect(position()).toHaveTextContent('Start');
    expect(markedCells()).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Next move' }));
    expect(markedCells()).toBe(1);
    expect(cell(0)).toHaveAccessibleName('Square 1, Red');

    await userEvent.click(screen.getByRole('button', { name: 'Back to the final position' }));
    expect(position()).toHaveTextContent('Move 5 of 5');
    expect(markedCells()).toBe(5);
    expect(screen.queryByRole('button', { name: 'Back to the final position' })).not.toBeInTheDocument();
  });

  it('steps with the arrow keys, Home and End', async () => {
    run({ mode: 'LocalFriend', players });
    for (const square of [0, 3, 1, 4, 2]) await userEvent.click(cell(square));
    await stepperReady();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(position()).toHaveTextContent('Move 3 of 5');
    expect(markedCells()).toBe(3);
    await userEvent.keyboard('{Home}');
    expect(markedCells()).toBe(0);
    await userEvent.keyboard('{ArrowRight}');
    expect(position()).toHaveTextContent('Move 1 of 5');
    await userEvent.keyboard('{End}');
    expect(position()).toHaveTextContent('Move 5 of 5');
  });

  it('leaves the earlier positions read-only: clicking a square changes nothing', async () => {
    run({ mode: 'LocalFriend', players });
    for (const square of [0, 3, 1, 4, 2]) await userEvent.click(cell(square));
    await stepperReady();
    await userEvent.click(screen.getByRole('button', { name: 'Starting position' }));
    await userEvent.click(cell(8), { pointerEventsCheck: 0 });
    expect(markedCells()).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Final position' }));
    expect(cell(8)).toHaveAccessibleName('Square 9, empty');
  });

  it('shows the position after a line of the game log when the line is tapped', async () => {
    run({ mode: 'LocalFriend', players });
    for (const square of [0, 3, 1, 4, 2]) await userEvent.click(cell(square));
    await stepperReady();
    await userEvent.click(screen.getByTestId('game-log-open'));
    const sheet = screen.getByRole('dialog', { name: 'Game log' });
    expect(within(sheet).getByText('Choose a move to see the position after it.')).toBeInTheDocument();
    // The final position's move is the marked line.
    expect(within(sheet).getByRole('button', { current: 'step' })).toHaveTextContent('Red marked square 3');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Green marked square 4' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Game log' })).not.toBeInTheDocument());
    expect(position()).toHaveTextContent('Move 2 of 5');
    expect(cell(3)).toHaveAccessibleName('Square 4, Green');
    expect(markedCells()).toBe(2);
  });

  it('is never offered during a match against the computer, and is after it', async () => {
    run(
      { mode: 'AI', players: [players[0]!, { playerID: '1', name: 'Computer' }], aiSeats: ['1'], aiLevel: 'easy' },
      { ai: true },
    );
    const over = () => screen.queryByRole('region', { name: /won|draw/i });
    while (!over()) {
      expect(stepper()).not.toBeInTheDocument();
      const free = screen.getAllByRole('gridcell').find((square) => square.getAttribute('aria-label')?.endsWith('empty'));
      await userEvent.click(free!);
      // The computer answers, or the game is over.
      await waitFor(() => expect(over() ?? screen.getByTestId('turn-indicator')).toHaveTextContent(/Your turn|won|draw/i), {
        timeout: 10000,
      });
    }
    await stepperReady();
    expect(position()).toHaveTextContent(`Move ${markedCells()} of ${markedCells()}`);
  });

  it('is not offered for a game whose moves drew chance', async () => {
    run({ mode: 'LocalFriend', players }, { code: 'tictactoeplus', module: { game: tictactoePlus, Board: PlusBoard } });
    // Down the first column for Red, across the second for Green: Red completes a line of four unless a wildcard spoils it.
    for (const square of [0, 1, 4, 5, 8, 9, 12]) {
      if (screen.queryByRole('region', { name: /won|draw/i })) break;
      await userEvent.click(cell(square));
    }
    await waitFor(() => expect(screen.getByRole('region', { name: /won|draw/i })).toBeInTheDocument());
    // Past the moment the positions would have been replayed.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stepper()).not.toBeInTheDocument();
  });
});
