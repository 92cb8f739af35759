import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { State } from 'boardgame.io';
import { Local } from 'boardgame.io/multiplayer';
import { game } from '@games/tictactoe/game';
import { Board } from '@games/tictactoe/board';
import tictactoeEn from '../../../../games/tictactoe/locales/en.json';
import online from '../../locales/en/online.json';
import { renderInLanguage } from '../i18n/testI18n';
import { MatchClient } from './MatchClient';

const players = [
  { playerID: '0', name: 'Ana' },
  { playerID: '1', name: 'Bea' },
];

type Factory = ReturnType<typeof Local>;
type Data = { type: string; args: unknown[] };

const isOver = (state: unknown) => (state as State | undefined)?.ctx.gameover !== undefined;

/**
 * An in-page master that sends what the game server sends: updates without log entries, and the
 * log and first state only in the sync of a finished match.
 */
function asTheGameServerSends(master: Factory): Factory {
  return (opts) =>
    master({
      ...opts,
      transportDataCallback: (data: Data) => {
        const [matchID, payload] = data.args as [string, { state?: State }];
        if (data.type === 'update') return opts.transportDataCallback({ ...data, args: [matchID, payload] } as never);
        if (data.type === 'sync' && !isOver(payload.state)) {
          const { log: _log, initialState: _initial, ...rest } = payload as Record<string, unknown>;
          return opts.transportDataCallback({ ...data, args: [matchID, rest] } as never);
        }
        opts.transportDataCallback(data as never);
      },
    } as never);
}

function renderClient(testId: string, multiplayer: Factory, playerID?: string) {
  return renderInLanguage(
    <div data-testid={testId}>
      <MatchClient
        code="tictactoe"
        module={{ game, Board }}
        gameArgs={{ mode: 'OnlineFriend', players }}
        multiplayer={multiplayer}
        matchID="replayed"
        playerID={playerID}
      />
    </div>,
    'en',
    { tictactoe: tictactoeEn, online },
  );
}

const view = (testId: string) => within(screen.getByTestId(testId));
const markedCells = (testId: string) =>
  view(testId)
    .getAllByRole('gridcell')
    .filter((square) => !square.getAttribute('aria-label')?.endsWith('empty')).length;

beforeEach(() => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }),
  });
});

describe('Stepping back through a finished online match', () => {
  it('is offered to both players and to a spectator, from the first move on', async () => {
    const server = asTheGameServerSends(Local());
    renderClient('seat-0', server, '0');
    renderClient('seat-1', server, '1');
    await view('seat-0').findByTestId('cell-0');
    // Ana takes the top row; Bea plays the middle one.
    for (const [seat, square] of [
      [0, 0],
      [1, 3],
      [0, 1],
      [1, 4],
      [0, 2],
    ] as const) {
      await userEvent.click(view(`seat-${seat}`).getByTestId(`cell-${square}`));
      expect(view('seat-0').queryByRole('toolbar', { name: 'Step through the game' })).not.toBeInTheDocument();
    }
    renderClient('spectator', server);

    for (const testId of ['seat-0', 'seat-1', 'spectator']) {
      const stepper = await view(testId).findByRole('toolbar', { name: 'Step through the game' });
      expect(within(stepper).getByTestId('replay-position')).toHaveTextContent('Move 5 of 5');
      await userEvent.click(within(stepper).getByRole('button', { name: 'Starting position' }));
      await userEvent.click(within(stepper).getByRole('button', { name: 'Next move' }));
      expect(within(stepper).getByTestId('replay-position')).toHaveTextContent('Move 1 of 5');
      expect(markedCells(testId)).toBe(1);
      expect(view(testId).getByTestId('cell-0')).toHaveAccessibleName('Square 1, Red');
      await userEvent.click(within(stepper).getByRole('button', { name: 'Final position' }));
    }
  });
});
