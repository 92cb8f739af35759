import { screen, within } from '@testing-library/react';
import online from '../../locales/en/online.json';
import chessDe from '../../../../games/chess/locales/de.json';
import onlineDe from '../../locales/de/online.json';
import { renderInLanguage } from '../i18n/testI18n';
import { act } from '@testing-library/react';
import type { TableClockData } from '@tabula/game-kit';
import { PlayersPanel, type PlayersPanelProps } from './PlayersPanel';
import { SeatBadges } from './SeatBadges';
import { seatClockReadings } from './seatClocks';

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

  describe('table clock and who plays each seat', () => {
    const NOW = 1_000_000;
    const perMatch = (deadlines: Record<string, number>, banks: Record<string, number>): TableClockData => ({
      rules: { clock: { kind: 'perMatch', minutes: 5, incrementSeconds: 2 }, onTimeout: 'moveOnce', awaySeconds: 60 },
      deadlines,
      banks,
      since: NOW,
      key: '3',
    });
    const clocksOf = (clock: TableClockData) => seatClockReadings(clock, ['0', '1']);
    const clockIn = (row: HTMLElement) => within(row).getByTestId('seat-clock');

    it('shows every seat’s time of a per-match clock, the running one counting down, and warns in its last ten seconds', () => {
      let now = NOW;
      jest.useFakeTimers();
      try {
        const clocks = clocksOf(perMatch({ '0': NOW + 12_400 }, { '0': 12_400, '1': 272_000 }));
        show({ clocks, now: () => now });
        expect(clockIn(rows()[0]!)).toHaveTextContent('0:13');
        expect(clockIn(rows()[0]!)).toHaveAccessibleName('Time left: 13 seconds');
        expect(clockIn(rows()[0]!)).toHaveAttribute('data-warning', 'false');
        expect(clockIn(rows()[1]!)).toHaveTextContent('4:32');
        now += 3_000;
        act(() => jest.advanceTimersByTime(500));
        expect(clockIn(rows()[0]!)).toHaveTextContent('0:10');
        expect(clockIn(rows()[0]!)).toHaveAttribute('data-warning', 'true');
        // A seat whose time does not run stands still.
        expect(clockIn(rows()[1]!)).toHaveTextContent('4:32');
        expect(clockIn(rows()[1]!)).toHaveAttribute('data-warning', 'false');
      } finally {
        jest.useRealTimers();
      }
    });

    it('shows the viewer’s own running time large, and only the running seats’ time of a per-move clock', () => {
      const perMove: TableClockData = {
        rules: { clock: { kind: 'perMove', seconds: 30 }, onTimeout: 'takeOver', awaySeconds: 60 },
        deadlines: { '1': NOW + 25_000 },
        banks: {},
        since: NOW,
        key: '4',
      };
      show({ clocks: clocksOf(perMove), viewer: '1', acting: ['1'], now: () => NOW });
      expect(screen.getByTestId('own-clock')).toHaveTextContent('Your time0:25');
      expect(screen.getAllByRole('timer')).toHaveLength(1);
      expect(within(rows()[0]!).queryByTestId('seat-clock')).not.toBeInTheDocument();
    });

    it('shows no time without a clock', () => {
      const none: TableClockData = {
        rules: { clock: { kind: 'none' }, onTimeout: 'moveOnce', awaySeconds: null },
        deadlines: {},
        banks: {},
        since: null,
        key: '1',
      };
      show({ clocks: clocksOf(none), viewer: '0' });
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    });

    it('says who is away and for whom the computer plays, and why', () => {
      show({
        statuses: {
          '0': { kind: 'standIn', level: 'medium', reason: 'away', since: NOW },
          '1': { kind: 'away', since: NOW },
        },
      });
      expect(within(rows()[0]!).getByTestId('match-player-stand-in')).toHaveTextContent(
        'The computer plays for Ana until they are back',
      );
      expect(within(rows()[1]!).getByTestId('match-player-away')).toHaveTextContent('away');
      expect(within(rows()[1]!).queryByTestId('match-player-stand-in')).not.toBeInTheDocument();
    });

    it('says it on a phone too, in the reader’s language', () => {
      renderInLanguage(
        <SeatBadges
          players={players}
          seatLabels={['', '']}
          acting={['1']}
          away={[]}
          viewer="0"
          statuses={{ '1': { kind: 'standIn', level: 'easy', reason: 'timeout', since: NOW } }}
          clocks={clocksOf(perMatch({ '1': NOW + 61_000 }, { '0': 300_000 }))}
          now={() => NOW}
        />,
        'de',
        { online: onlineDe },
      );
      const bo = within(rows()[1]!).getByTestId('match-player-stand-in');
      expect(bo).toHaveTextContent('Computer spielt');
      expect(bo).toHaveAttribute('title', 'Der Computer spielt für Bo: Die Zeit ist abgelaufen');
      expect(clockIn(rows()[1]!)).toHaveTextContent('1:01');
      expect(clockIn(rows()[0]!)).toHaveTextContent('5:00');
    });
  });
});
