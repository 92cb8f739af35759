import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Game } from 'boardgame.io';
import { withResignation, type GameArgs, type GameBoardProps } from '@tabula/game-kit';
import { TurnIndicator } from '@tabula/game-kit/ui';
import { game } from '@games/tictactoe/game';
import { Board } from '@games/tictactoe/board';
import { aiConfig } from '@games/tictactoe/ai';
import tictactoeEn from '../../../../games/tictactoe/locales/en.json';
import { renderInLanguage } from '../i18n/testI18n';
import { GameRunner, withSetupData, type GameRunnerProps } from './GameRunner';

const tictactoeModule = { game, Board };
const players = [
  { playerID: '0', name: 'Red' },
  { playerID: '1', name: 'Green' },
];

const resignableModule = { game: withResignation(game), Board };

function run(gameArgs: GameArgs, withAi = false, module: GameRunnerProps['module'] = tictactoeModule) {
  return renderInLanguage(
    <GameRunner
      code="tictactoe"
      gameName="Tic-Tac-Toe"
      module={module}
      gameArgs={gameArgs}
      numPlayers={2}
      ai={withAi ? aiConfig : undefined}
    />,
    'en',
    { tictactoe: tictactoeEn },
  );
}

// A local match is kept in localStorage; every test starts without one.
beforeEach(() => localStorage.clear());

const cell0 = () => screen.getByTestId('cell-0');
const marked = () => screen.getAllByRole('gridcell').filter((cell) => !cell.getAttribute('aria-label')?.endsWith('empty')).length;

describe('GameRunner', () => {
  it('plays a game on one device to the shared game-over screen', async () => {
    run({ mode: 'LocalFriend', players });
    expect(screen.getByRole('heading', { level: 1, name: 'Tic-Tac-Toe' })).toBeInTheDocument();
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent("Red's turn");
    for (const cell of [0, 3, 1, 4, 2]) await userEvent.click(screen.getByTestId(`cell-${cell}`));
    expect(screen.getByRole('region', { name: 'Red won!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play again' })).toBeInTheDocument();
    expect(screen.getByRole('grid')).toBeInTheDocument();
  });

  it('lets the computer answer the human move in AI mode', async () => {
    run({ mode: 'AI', players: [players[0]!, { playerID: '1', name: 'Computer' }], aiSeats: ['1'], aiLevel: 'hard' }, true);
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Your turn');
    await userEvent.click(screen.getByTestId('cell-0'));
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('The computer is thinking…');
    await waitFor(() => expect(marked()).toBe(2), { timeout: 3000 });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Your turn');
    // Hard answers a corner opening in the centre.
    expect(screen.getByTestId('cell-4')).toHaveAccessibleName('Square 5, Green');
  });

  it('lets the computer open when the human moves second', async () => {
    jest.useFakeTimers();
    try {
      run({ mode: 'AI', players: [{ playerID: '0', name: 'Computer' }, players[1]!], aiSeats: ['0'], aiLevel: 'easy' }, true);
      expect(screen.getByTestId('turn-indicator')).toHaveTextContent('The computer is thinking…');
      await act(async () => {
        jest.advanceTimersByTime(1000);
      });
      expect(marked()).toBe(1);
      expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Your turn');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('GameRunner resignation', () => {
  const againstComputer: GameArgs = {
    mode: 'AI',
    players: [players[0]!, { playerID: '1', name: 'Computer' }],
    aiSeats: ['1'],
    aiLevel: 'hard',
  };

  it('asks before the player to move resigns, then shows the loss and why', async () => {
    run(againstComputer, true, resignableModule);
    await userEvent.click(screen.getByTestId('resign'));
    expect(screen.getByRole('dialog', { name: 'Resign this game?' })).toHaveTextContent('The other player wins the game.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByTestId('game-over')).not.toBeInTheDocument();

    await userEvent.click(screen.getByTestId('resign'));
    await userEvent.click(screen.getByTestId('resign-confirm'));
    expect(screen.getByRole('region', { name: 'You resigned' })).toHaveTextContent('Computer won!');
    expect(screen.queryByTestId('resign')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('cell-0'));
    expect(marked()).toBe(0);
  });

  it("is offered only on the human's turn", async () => {
    run(againstComputer, true, resignableModule);
    await userEvent.click(screen.getByTestId('cell-0'));
    expect(screen.queryByTestId('resign')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('resign')).toBeInTheDocument(), { timeout: 3000 });
  });

  it('opens the game’s rules from the menu over the table, and back to the same game', async () => {
    run({ mode: 'LocalFriend', players });
    await userEvent.click(cell0());
    await userEvent.click(screen.getByRole('button', { name: 'Game options' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'How to play' }));
    const rules = screen.getByRole('dialog', { name: 'How to play Tic-Tac-Toe' });
    expect(rules).toHaveTextContent(tictactoeEn.instructions.text.split('\n')[0]!);
    await userEvent.click(within(rules).getByRole('button', { name: 'Back to the game' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cell0()).toHaveAccessibleName('Square 1, Red');
  });

  it('is not offered by a game that has no resignation', () => {
    run({ mode: 'LocalFriend', players });
    expect(screen.queryByTestId('resign')).not.toBeInTheDocument();
  });
});

describe('GameRunner saved games', () => {
  const local: GameArgs = { mode: 'LocalFriend', players };
  const cell = (index: number) => screen.getByTestId(`cell-${index}`);

  it('goes on with a match on this device after a reload, and starts afresh on New game', async () => {
    const first = run(local);
    await userEvent.click(cell(0));
    await userEvent.click(cell(4));
    expect(marked()).toBe(2);
    first.unmount();

    run(local);
    expect(marked()).toBe(2);
    expect(cell(0)).toHaveAccessibleName('Square 1, Red');
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent("Red's turn");

    // New game asks first; keeping on leaves the match as it was.
    await userEvent.click(screen.getByRole('button', { name: 'Game options' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'New game' }));
    expect(screen.getByRole('dialog', { name: 'Start a new game?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(marked()).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Game options' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'New game' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'New game' }));
    expect(marked()).toBe(0);
    expect(localStorage.length).toBe(0);
    await userEvent.click(cell(8));
    expect(cell(8)).toHaveAccessibleName('Square 9, Red');
  });

  it('keeps a match against the computer apart from other options, and forgets a finished one', async () => {
    const againstComputer: GameArgs = {
      mode: 'AI',
      players: [players[0]!, { playerID: '1', name: 'Computer' }],
      aiSeats: ['1'],
      aiLevel: 'hard',
    };
    const first = run(againstComputer, true);
    await userEvent.click(cell(0));
    await waitFor(() => expect(marked()).toBe(2), { timeout: 3000 });
    first.unmount();

    const second = run(againstComputer, true);
    expect(marked()).toBe(2);
    second.unmount();
    const easier = run({ ...againstComputer, aiLevel: 'easy' }, true);
    expect(marked()).toBe(0);
    easier.unmount();

    const local = run({ mode: 'LocalFriend', players });
    for (const index of [0, 3, 1, 4, 2]) await userEvent.click(cell(index));
    expect(screen.getByRole('region', { name: 'Red won!' })).toBeInTheDocument();
    local.unmount();
    run({ mode: 'LocalFriend', players });
    expect(marked()).toBe(0);
  });

  it('keeps nothing before the first move', () => {
    run(local);
    expect(localStorage.length).toBe(0);
  });
});

describe('withSetupData', () => {
  it('gives the chosen settings to the rules setup', () => {
    const setup = jest.fn(() => ({}));
    const custom = withSetupData({ setup } as Game, { size: 4 });
    custom.setup!({} as never, undefined);
    expect(setup).toHaveBeenCalledWith({}, { size: 4 });
    expect(withSetupData({ setup } as Game, undefined).setup).toBe(setup);
  });
});

describe('GameRunner with three seats and resignation', () => {
  interface Race {
    steps: number[];
  }
  const race = withResignation<Race>({
    name: 'race',
    minPlayers: 3,
    maxPlayers: 3,
    setup: () => ({ steps: [0, 0, 0] }),
    moves: { step: ({ G, playerID, events }) => void ((G.steps[Number(playerID)]! += 1), events.endTurn()) },
    endIf: ({ G }) =>
      G.steps.some((steps) => steps >= 5) ? { winner: String(G.steps.findIndex((steps) => steps >= 5)) } : undefined,
  });
  function RaceBoard({ ctx, moves, playerID, gameArgs }: GameBoardProps<Race>) {
    return (
      <>
        <TurnIndicator ctx={ctx} playerID={playerID} mode={gameArgs.mode} players={gameArgs.players} />
        <button onClick={() => moves.step!()}>Step</button>
      </>
    );
  }
  const three = [...players, { playerID: '2', name: 'Blue' }];

  it('takes a conceding seat out, plays on without it, and ends when one seat is left', async () => {
    renderInLanguage(
      <GameRunner
        code="race"
        gameName="Race"
        module={{ game: race, Board: RaceBoard }}
        gameArgs={{ mode: 'LocalFriend', players: three }}
        numPlayers={3}
      />,
      'en',
      { race: {} },
    );
    const turn = () => screen.getByTestId('turn-indicator');
    expect(turn()).toHaveTextContent("Red's turn");
    await userEvent.click(screen.getByTestId('resign'));
    expect(screen.getByRole('dialog')).toHaveTextContent('You leave the game; the others play on.');
    await userEvent.click(screen.getByTestId('resign-confirm'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('resigned-notice')).toHaveTextContent('Red has resigned.');
    expect(turn()).toHaveTextContent("Green's turn");
    await userEvent.click(screen.getByRole('button', { name: 'Step' }));
    expect(turn()).toHaveTextContent("Blue's turn");
    await userEvent.click(screen.getByRole('button', { name: 'Step' }));
    expect(turn()).toHaveTextContent("Green's turn");

    await userEvent.click(screen.getByTestId('resign'));
    expect(screen.getByRole('dialog')).toHaveTextContent('The other player wins the game.');
    await userEvent.click(screen.getByTestId('resign-confirm'));
    expect(screen.getByRole('region', { name: 'Blue won!' })).toHaveTextContent('Red and Green resigned.');
  });
});
