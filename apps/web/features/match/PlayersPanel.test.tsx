import { screen, within } from '@testing-library/react';
import online from '../../locales/en/online.json';
import chessDe from '../../../../games/chess/locales/de.json';
import onlineDe from '../../locales/de/online.json';
import { renderInLanguage } from '../i18n/testI18n';
import { PlayersPanel, type PlayersPanelProps } from './PlayersPanel';

const players = [
  { playerID: '0', name: 'Ana' },
  { playerID: '1', name: 'Bo' },
];

function show(props: Partial<PlayersPanelProps> = {}) {
  const all: PlayersPanelProps = { players, seatLabels: ['White', 'Black'], acting: ['0'], away: [], viewer: null, ...props };
  return renderInLanguage(<PlayersPanel {...all} />, 'en', { online });
}

const rows = () => screen.getAllByTestId('match-player');

describe('PlayersPanel', () => {
  it('names every player with their side and marks whose turn it is', () => {
    show();
    expect(screen.getByRole('heading', { name: 'Players' })).toBeInTheDocument();
    expect(rows().map((row) => within(row).getByTestId('match-player-name').textContent)).toEqual(['Ana', 'Bo']);
    expect(rows().map((row) => within(row).getByTestId('match-player-side').textContent)).toEqual(['White', 'Black']);
    expect(within(rows()[0]!).getByTestId('match-player-turn')).toHaveTextContent('to play');
    expect(rows()[0]).toHaveAttribute('aria-current', 'step');
    expect(within(rows()[1]!).queryByTestId('match-player-turn')).not.toBeInTheDocument();
  });

  it('tells a player which side is theirs', () => {
    show({ viewer: '1', acting: ['1'] });
    expect(screen.getByTestId('you-are')).toHaveTextContent('You are Black');
    expect(within(rows()[1]!).getByTestId('match-player-name')).toHaveTextContent('Bo (you)');
    expect(screen.queryByTestId('spectating')).not.toBeInTheDocument();
  });

  it('tells a spectator they are watching, and shows who is away', () => {
    show({ away: ['1'], acting: [] });
    expect(screen.getByTestId('spectating')).toHaveTextContent('You are watching this match.');
    expect(screen.queryByTestId('you-are')).not.toBeInTheDocument();
    expect(within(rows()[1]!).getByTestId('match-player-away')).toHaveTextContent('away');
    expect(within(rows()[0]!).queryByTestId('match-player-away')).not.toBeInTheDocument();
    expect(screen.queryByTestId('match-player-turn')).not.toBeInTheDocument();
  });

  it('numbers the seats of a game without side names', () => {
    show({ seatLabels: ['', ''], viewer: '0' });
    expect(screen.getByTestId('you-are')).toHaveTextContent('You are Player 1');
    expect(within(rows()[1]!).getByTestId('match-player-side')).toHaveTextContent('Player 2');
  });

  it('speaks the reader’s language with the game’s own side names', () => {
    const labels = [chessDe.seats['0'], chessDe.seats['1']];
    renderInLanguage(<PlayersPanel players={players} seatLabels={labels} acting={['0']} away={['0']} viewer="1" />, 'de', {
      online: onlineDe,
    });
    expect(screen.getByTestId('you-are')).toHaveTextContent('Du bist Schwarz');
    expect(within(rows()[0]!).getByTestId('match-player-turn')).toHaveTextContent('am Zug');
    expect(within(rows()[0]!).getByTestId('match-player-away')).toHaveTextContent('abwesend');
  });
});
