import { screen, within } from '@testing-library/react';
import type { RoundScore } from '../rounds';
import { ScoreSheet } from './ScoreSheet';
import { renderWithI18n } from './testI18n';
import { playersOf } from './testPlayers';

const skatTexts = {
  contracts: { grand: 'Grand', null: 'Null' },
  score: { basicValue: 'Basic value', schneider: 'Schneider', multiplier: 'Multiplier' },
};
const rounds: RoundScore[] = [
  {
    round: 1,
    dealer: '0',
    declarer: '1',
    contract: 'contracts.grand',
    points: { '0': 0, '1': 48, '2': 0 },
    breakdown: { 'score.basicValue': 24, 'score.multiplier': 2 },
  },
  { round: 2, dealer: '1', declarer: '2', contract: 'contracts.null', points: { '2': -46 } },
  { round: 3, dealer: '2', points: { '0': 10, '1': -10, '2': 0 } },
];

function show(props: Partial<Parameters<typeof ScoreSheet>[0]> = {}) {
  return renderWithI18n(<ScoreSheet rounds={rounds} players={playersOf(3)} gameNamespace="skat" {...props} />, {
    skat: skatTexts,
  });
}
const sheet = () => screen.getByRole('table', { name: 'Score sheet' });
/** The texts of a row's cells, headers included, left to right. */
const cells = (row: HTMLElement) => Array.from(row.children, (cell) => cell.textContent);

describe('ScoreSheet', () => {
  it('has a column per seat and the totals on top', () => {
    show({ playerID: '2' });
    const [names, totals] = within(sheet()).getAllByRole('row');
    expect(cells(names!)).toEqual(['Round', 'Anna', 'Ben', 'Carla (you)']);
    expect(cells(totals!)).toEqual(['Total', '10', '38', '-46']);
  });

  it('shows the rounds newest first, with points per seat', () => {
    show();
    const groups = within(sheet()).getAllByRole('rowgroup').slice(1);
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['Round 3', 'Round 2', 'Round 1']);
    expect(cells(within(screen.getByTestId('round-2')).getAllByRole('row')[0]!)).toEqual(['2', '0', '0', '-46']);
  });

  it("tells who dealt and declared, what was played and how it scored, in the game's words", () => {
    show();
    const first = within(screen.getByTestId('round-1')).getAllByRole('row');
    expect(first[1]).toHaveTextContent('Dealer: Anna · Declarer: Ben · Contract: Grand · Basic value: 24 · Multiplier: 2');
    expect(within(screen.getByTestId('round-3')).getAllByRole('row')[1]).toHaveTextContent(/^Dealer: Carla$/);
  });

  it('shows the totals a game gives when they are not the sum of the rounds', () => {
    show({ totals: { '0': 1, '1': 2, '2': 3 } });
    expect(screen.getByTestId('total-2')).toHaveTextContent('3');
  });

  it('says when no round has been played', () => {
    show({ rounds: [] });
    expect(sheet()).toHaveTextContent('No rounds played yet.');
    expect(screen.getByTestId('total-0')).toHaveTextContent('0');
  });

  it('handles 1 and 30 seats', () => {
    const { unmount } = show({ rounds: [{ round: 1, points: { '0': 5 } }], players: playersOf(1) });
    expect(cells(within(sheet()).getAllByRole('row')[1]!)).toEqual(['Total', '5']);
    unmount();
    show({ rounds: [{ round: 1, points: { '29': 7 } }], players: playersOf(30) });
    const [names, totals] = within(sheet()).getAllByRole('row');
    expect(cells(names!)).toHaveLength(31);
    expect(cells(totals!).at(-1)).toBe('7');
  });

  it('splits a phone’s width between up to six seats, wrapping long names in full rather than cutting them', () => {
    const players = ['You', 'Computer (Player 2)', 'Computer (Player 3)', 'Computer (Player 4)'].map((name, seat) => ({
      playerID: String(seat),
      name,
    }));
    const { unmount } = show({ players, rounds: [] });
    expect(getComputedStyle(sheet()).tableLayout).toBe('fixed');
    const header = screen.getByRole('columnheader', { name: 'Computer (Player 3)' });
    expect(header).toHaveAttribute('title', 'Computer (Player 3)');
    expect(getComputedStyle(header.firstElementChild!).whiteSpace).toBe('normal');
    unmount();
    // Beyond six seats the columns keep their width and the sheet scrolls sideways instead.
    show({ players: playersOf(8), rounds: [] });
    expect(getComputedStyle(sheet()).tableLayout).toBe('auto');
  });
});
