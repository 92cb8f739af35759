import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogueEntry } from '@tabula/game-kit';
import { tictactoe } from '@games/tictactoe';
import tictactoeEn from '../../../../games/tictactoe/locales/en.json';
import { renderInLanguage } from '../i18n/testI18n';
import { PlayScreen } from './PlayScreen';

let mockQuery: Record<string, string> = {};
jest.mock('next/router', () => ({ useRouter: () => ({ query: mockQuery, isReady: true }) }));

beforeEach(() => {
  mockQuery = {};
  localStorage.clear();
});

const texts = { tictactoe: tictactoeEn };

describe('PlayScreen', () => {
  it('says so when the game does not exist', () => {
    renderInLanguage(<PlayScreen entry={undefined} mode="LocalFriend" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Game not found.');
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });

  it('refuses a mode the game does not have', () => {
    renderInLanguage(<PlayScreen entry={{ ...tictactoe, modes: ['OnlineFriend'] }} mode="AI" />, 'en', texts);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid game mode.');
  });

  it('downloads the game, then shows the board', async () => {
    renderInLanguage(<PlayScreen entry={tictactoe} mode="LocalFriend" />, 'en', texts);
    // The game's code arrives by a dynamic import: slow on a busy machine.
    expect(await screen.findByRole('grid', { name: 'Tic-Tac-Toe board' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent("Red's turn");
  });

  it('reports a failed download with a retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken: CatalogueEntry = { ...tictactoe, config: () => Promise.reject(new Error('offline')) };
    renderInLanguage(<PlayScreen entry={broken} mode="LocalFriend" />, 'en', texts);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to download Tic-Tac-Toe.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('PlayScreen against the computer', () => {
  const cells = () => screen.getAllByRole('gridcell');
  const marked = () => cells().filter((cell) => !cell.getAttribute('aria-label')?.endsWith('empty'));

  it('seats the human where the link says, and names them "You" in the game log', async () => {
    mockQuery = { level: 'easy', seat: '1' };
    renderInLanguage(<PlayScreen entry={tictactoe} mode="AI" />, 'en', texts);
    // The computer holds the first seat (Red) and opens; the human plays Green.
    await waitFor(() => expect(marked()).toHaveLength(1), { timeout: 10_000 });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Your turn');
    const free = cells().find((cell) => cell.getAttribute('aria-label')?.endsWith('empty'))!;
    await userEvent.click(free);
    expect(free.getAttribute('aria-label')).toMatch(/Green$/);
    await userEvent.click(screen.getByTestId('game-log-open'));
    const log = within(screen.getByRole('dialog', { name: 'Game log' }));
    // The computer may already have answered: its opening and the human's reply come first.
    const [opening, reply] = log.getAllByRole('listitem').map((line) => line.textContent);
    expect(opening).toMatch(/^Computer marked square \d$/);
    expect(reply).toMatch(/^You marked square \d$/);
  });

  it('names the seats by colour on one device', async () => {
    renderInLanguage(<PlayScreen entry={tictactoe} mode="LocalFriend" />, 'en', texts);
    await userEvent.click(await screen.findByTestId('cell-0', {}, { timeout: 10_000 }));
    await userEvent.click(screen.getByTestId('game-log-open'));
    expect(within(screen.getByRole('dialog', { name: 'Game log' })).getByText('Red marked square 1')).toBeInTheDocument();
  });
});
