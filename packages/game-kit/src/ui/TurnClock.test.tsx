import { act, screen } from '@testing-library/react';
import { TurnClock } from './TurnClock';
import { renderWithI18n } from './testI18n';

describe('TurnClock', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts the seconds left down to the deadline, and says them to screen readers', () => {
    let now = 1_000_000;
    renderWithI18n(<TurnClock clock={{ deadline: now + 12_300, limitMs: 20_000, key: 'k' }} now={() => now} />);
    expect(screen.getByTestId('turn-clock')).toHaveTextContent('0:13');
    expect(screen.getByLabelText('Time left: 13 seconds')).toBeInTheDocument();
    now += 12_000;
    act(() => jest.advanceTimersByTime(250));
    expect(screen.getByTestId('turn-clock')).toHaveTextContent('0:01');
    expect(screen.getByLabelText('Time left: 1 second')).toBeInTheDocument();
    now += 5_000;
    act(() => jest.advanceTimersByTime(250));
    expect(screen.getByTestId('turn-clock')).toHaveTextContent('0:00');
  });

  it('shows nothing without a clock or while nobody may act', () => {
    const { container } = renderWithI18n(
      <>
        <TurnClock clock={undefined} />
        <TurnClock clock={{ deadline: null, limitMs: 20_000, key: 'k' }} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
