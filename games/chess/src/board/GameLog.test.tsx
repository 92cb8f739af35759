import { render, screen } from '@testing-library/react';
import type { LogLine, PlayerInfo } from '@tabula/game-kit';
import { GameLogList } from '@tabula/game-kit/ui';

// The game log reads the chess and game-kit namespaces together, which the board tests' own stand-in does not.
jest.mock('react-i18next', () =>
  require('@tabula/game-kit/testing').reactI18nextStandIn('chess', require('../../locales/en.json')),
);

describe('chess log with the human named "You"', () => {
  it('numbers the moves and names the seat called "You" as such', () => {
    const players: PlayerInfo[] = [
      { playerID: '0', name: 'You', you: true },
      { playerID: '1', name: 'Computer' },
    ];
    const lines: LogLine[] = [
      { key: 'whiteMoved', seat: '0', values: { number: 1, san: 'e4' } },
      { key: 'blackMoved', seat: '1', values: { number: 1, san: 'e5' } },
    ];
    render(<GameLogList lines={lines} gameNamespace="chess" players={players} />);
    expect(screen.getAllByRole('listitem').map((line) => line.textContent)).toEqual(['1. You: e4', '1… Computer: e5']);
  });
});
