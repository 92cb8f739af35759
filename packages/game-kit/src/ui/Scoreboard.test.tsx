import { screen, within } from '@testing-library/react';
import { rankScores, Scoreboard } from './Scoreboard';
import { renderWithI18n } from './testI18n';

const players = [
  { playerID: '0', name: 'Ana' },
  { playerID: '1', name: 'Bruno' },
  { playerID: '2', name: 'Carla' },
  { playerID: '3', name: 'Dora' },
];
const scores = [
  { playerID: '0', score: 12, extraData: [3, 'no'] },
  { playerID: '1', score: 30, extraData: [5, 'yes'] },
  { playerID: '2', score: 12, extraData: [1, 'no'] },
  { playerID: '3', score: 4, extraData: [0, 'no'] },
];

describe('Scoreboard', () => {
  it('ranks the highest score first, ties sharing a rank', () => {
    expect(rankScores(scores).map((s) => [s.playerID, s.rank])).toEqual([
      ['1', 1],
      ['0', 2],
      ['2', 2],
      ['3', 4],
    ]);
  });

  it('shows rank, player, extra columns and score, highlighting the viewer', () => {
    renderWithI18n(<Scoreboard scores={scores} players={players} playerID="2" extraColumns={['Tricks', 'Bonus']} />);
    const table = screen.getByRole('table', { name: 'Scoreboard' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Rank', 'Player', 'Tricks', 'Bonus', 'Score']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', 'Bruno', '5', 'yes', '30']);
    const mine = rows.find((row) => row.textContent?.includes('Carla'))!;
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(mine).toHaveTextContent('Carla (you)');
    expect(rows.filter((row) => row.getAttribute('aria-current') === 'true')).toHaveLength(1);
  });
});
