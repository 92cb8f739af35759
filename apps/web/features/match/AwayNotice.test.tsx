import { act, screen } from '@testing-library/react';
import { renderOnline } from '../session/testing';
import { AWAY_DELAY_MS, AwayNotice, type AwayNoticeProps } from './AwayNotice';

const players = [
  { playerID: '0', name: 'Ana' },
  { playerID: '1', name: 'Bo' },
  { playerID: '2', name: 'Cy' },
];
const seats = (connected: Array<boolean | undefined>) =>
  connected.map((isConnected, id) => ({ id, name: players[id]!.name, isConnected }));
const props = (connected: Array<boolean | undefined>, extra: Partial<AwayNoticeProps> = {}): AwayNoticeProps => ({
  matchData: seats(connected),
  players,
  ownSeat: '0',
  active: true,
  ...extra,
});

describe('AwayNotice', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('names a player who stays away, and goes away when they return', () => {
    const { rerender } = renderOnline(<AwayNotice {...props([true, true, true])} />);
    rerender(<AwayNotice {...props([true, false, true])} />);
    expect(screen.queryByTestId('players-away')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(AWAY_DELAY_MS));
    expect(screen.getByTestId('players-away')).toHaveTextContent(
      'Bo has left or lost the connection. The game goes on when they are back.',
    );
    rerender(<AwayNotice {...props([true, false, false])} />);
    act(() => jest.advanceTimersByTime(AWAY_DELAY_MS));
    expect(screen.getByTestId('players-away')).toHaveTextContent('Bo, Cy have left or lost the connection.');
    rerender(<AwayNotice {...props([true, true, true])} />);
    expect(screen.queryByTestId('players-away')).not.toBeInTheDocument();
  });

  it('stays silent for a quick reload, for players who have not arrived yet and about the viewer', () => {
    const { rerender } = renderOnline(<AwayNotice {...props([false, undefined, true])} />);
    act(() => jest.advanceTimersByTime(AWAY_DELAY_MS * 2));
    expect(screen.queryByTestId('players-away')).not.toBeInTheDocument();
    rerender(<AwayNotice {...props([true, true, false])} />);
    act(() => jest.advanceTimersByTime(AWAY_DELAY_MS / 2));
    rerender(<AwayNotice {...props([true, true, true])} />);
    act(() => jest.advanceTimersByTime(AWAY_DELAY_MS * 2));
    expect(screen.queryByTestId('players-away')).not.toBeInTheDocument();
  });

  it('says nothing once the match is over or while the viewer is offline, and tells spectators too', () => {
    const { rerender } = renderOnline(<AwayNotice {...props([true, false, true], { active: false })} />);
    act(() => jest.advanceTimersByTime(AWAY_DELAY_MS * 2));
    expect(screen.queryByTestId('players-away')).not.toBeInTheDocument();
    rerender(<AwayNotice {...props([false, true, true], { ownSeat: null })} />);
    act(() => jest.advanceTimersByTime(AWAY_DELAY_MS));
    expect(screen.getByTestId('players-away')).toHaveTextContent('Ana has left');
  });

  it('says a computer player plays the seat of a player who is away, where one does', () => {
    const standIn = { kind: 'standIn', level: 'medium', reason: 'away', since: 1 } as const;
    renderOnline(<AwayNotice {...props([true, false, false], { statuses: { '1': standIn } })} />);
    act(() => jest.advanceTimersByTime(AWAY_DELAY_MS));
    const notice = screen.getByTestId('players-away');
    expect(notice).toHaveTextContent('Cy has left or lost the connection. The game goes on when they are back.');
    expect(notice).toHaveTextContent('Bo is away: a computer player plays their seat until they are back.');
    expect(notice).not.toHaveTextContent('Bo has left');
  });
});
