import { render, screen } from '@testing-library/react';
import type { LogLine, PlayerInfo } from '@tabula/game-kit';
import { GameLogList } from '@tabula/game-kit/ui';

// In German a line in the third person about "Du" shows ("Du hat ... gelegt"); English mostly hides it.
jest.mock('react-i18next', () =>
  require('@tabula/game-kit/testing').reactI18nextStandIn('cornerus', require('../../locales/de.json')),
);

const players: PlayerInfo[] = [
  { playerID: '0', name: 'Du', you: true },
  { playerID: '1', name: 'Computer' },
];

describe('cornerus log against the computer, in German', () => {
  it('tells the seat named "You" what it did in the second person, and the computer in the third', () => {
    const lines: LogLine[] = [
      { key: 'placed.0', seat: '0', values: { number: 21, count: 5, row: 1, column: 1 } },
      { key: 'placed.1', seat: '1', values: { number: 1, count: 1, row: 20, column: 20 } },
      { key: 'blocked.2', seat: '0' },
      { key: 'winner', seat: '0', values: { count: 40 } },
      { key: 'score', seat: '1', values: { count: 12 } },
    ];
    render(<GameLogList lines={lines} gameNamespace="cornerus" players={players} />);
    expect(screen.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'Du hast das blaue Teil 21 (5 Felder) auf Reihe 1, Spalte 1 gelegt',
      'Computer hat das gelbe Teil 1 (1 Feld) auf Reihe 20, Spalte 20 gelegt',
      'Keines deiner roten Teile passt mehr: Rot wird ab jetzt übersprungen',
      'Du gewinnst mit 40 Punkten',
      'Computer: 12 Punkte',
    ]);
  });
});
