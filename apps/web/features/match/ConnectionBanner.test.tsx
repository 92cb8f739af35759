import { act, screen } from '@testing-library/react';
import { renderOnline } from '../session/testing';
import { BANNER_DELAY_MS, ConnectionBanner } from './ConnectionBanner';

describe('ConnectionBanner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows after the connection stays lost for a moment and goes away by itself when it returns', () => {
    const { rerender } = renderOnline(<ConnectionBanner connected />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<ConnectionBanner connected={false} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(BANNER_DELAY_MS));
    expect(screen.getByRole('alert')).toHaveTextContent('Connection lost. Reconnecting…');
    rerender(<ConnectionBanner connected />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays hidden for a short blip', () => {
    const { rerender } = renderOnline(<ConnectionBanner connected={false} />);
    act(() => jest.advanceTimersByTime(BANNER_DELAY_MS / 2));
    rerender(<ConnectionBanner connected />);
    act(() => jest.advanceTimersByTime(BANNER_DELAY_MS * 2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
