import { screen, within } from '@testing-library/react';
import online from '../../locales/en/online.json';
import { renderInLanguage } from '../i18n/testI18n';
import type { PlayersPanelProps } from './PlayersPanel';
import { SeatBadges } from './SeatBadges';

const players = [
  { playerID: '0', name: 'Ana' },
  { playerID: '1', name: 'Bo' },
  { playerID: '2', name: 'Cy' },
  { playerID: '3', name: 'Dee' },
];

function show(props: Partial<PlayersPanelProps> = {}) {
  const all: PlayersPanelProps = { players, seatLabels: ['', '', '', ''], acting: ['2'], away: [], viewer: '1', ...props };
  return renderInLanguage(<SeatBadges {...all} />, 'en', { online });
}

const badges = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('SeatBadges', () => {
  it('folds every seat into a badge with whose turn it is and which is the viewer’s', () => {
    show();
    expect(screen.getByRole('region', { name: 'Players' })).toBeInTheDocument();
    expect(badges().map((badge) => within(badge).getByTestId('match-player-name').textContent)).toEqual([
      'Ana',
      'Bo (you)',
      'Cy',
      'Dee',
    ]);
    // "You are Player 2" would only repeat the badge's "(you)" in a line more.
    expect(screen.queryByTestId('you-are')).not.toBeInTheDocument();
    expect(badges()[2]).toHaveAttribute('aria-current', 'step');
    expect(within(badges()[2]!).getByTestId('match-player-turn')).toHaveTextContent('to play');
    expect(screen.getAllByTestId('match-player-turn')).toHaveLength(1);
    // Without the game's side names, no "Player n" repeats in every badge.
    expect(screen.queryByTestId('match-player-side')).not.toBeInTheDocument();
  });

  it('tells a player the side the game names', () => {
    show({ players: players.slice(0, 2), seatLabels: ['Red', 'Green'], viewer: '1' });
    expect(screen.getByTestId('you-are')).toHaveTextContent('You are Green');
  });

  it('names the sides a game has, who is away, and tells a spectator they watch', () => {
    show({ players: players.slice(0, 2), seatLabels: ['Red', 'Green'], viewer: null, acting: [], away: ['1'] });
    expect(screen.getByTestId('spectating')).toHaveTextContent('You are watching this match.');
    expect(screen.getAllByTestId('match-player-side').map((side) => side.textContent)).toEqual(['Red', 'Green']);
    expect(within(badges()[1]!).getByTestId('match-player-away')).toHaveTextContent('away');
    expect(within(badges()[0]!).queryByTestId('match-player-away')).not.toBeInTheDocument();
    expect(screen.queryByTestId('match-player-turn')).not.toBeInTheDocument();
  });
});
