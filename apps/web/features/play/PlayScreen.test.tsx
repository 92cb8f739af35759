import { screen } from '@testing-library/react';
import type { CatalogueEntry } from '@tabula/game-kit';
import { tictactoe } from '@games/tictactoe';
import tictactoeEn from '../../../../games/tictactoe/locales/en.json';
import { renderInLanguage } from '../i18n/testI18n';
import { PlayScreen } from './PlayScreen';

jest.mock('next/router', () => ({ useRouter: () => ({ query: {}, isReady: true }) }));

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
    expect(await screen.findByRole('grid', { name: 'Tic-Tac-Toe board' })).toBeInTheDocument();
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
