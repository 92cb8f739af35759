import { act, screen } from '@testing-library/react';
import { GO_HOME_DELAY_MS, MessagePage } from './MessagePage';
import { renderWithI18n } from './testI18n';

describe('MessagePage', () => {
  afterEach(() => jest.useRealTimers());

  it('shows an error with the cross icon and the way home at once', () => {
    renderWithI18n(<MessagePage type="error" message="Game not found." homeHref="/pt" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Game not found.');
    expect(screen.getByTestId('message-error-icon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/pt');
  });

  it('offers the way home on a loading page only after 5 seconds', () => {
    jest.useFakeTimers();
    renderWithI18n(<MessagePage type="loading" message="Downloading Chess…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Downloading Chess…');
    expect(screen.queryByTestId('message-error-icon')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(GO_HOME_DELAY_MS - 100));
    expect(screen.queryByRole('link', { name: 'Go home' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });

  it('shows an extra action', () => {
    renderWithI18n(<MessagePage type="error" message="Failed to download Chess." action={<button>Try again</button>} />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
