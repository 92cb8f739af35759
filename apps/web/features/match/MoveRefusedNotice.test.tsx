import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { testI18n } from '../session/testing';
import { MOVE_REFUSED_MS, MoveRefusedNotice } from './MoveRefusedNotice';

const TEXT = 'That move was not accepted: the table shows the match as it is now.';
/** Long enough for the notice's closing transition. */
const TRANSITION_MS = 1000;

/** The notice in the page's tree, the same tree on every rerender (as in a match, where it stays mounted). */
const notice = (refusals: number) => (
  <I18nextProvider i18n={testI18n()}>
    <MoveRefusedNotice refusals={refusals} />
  </I18nextProvider>
);

describe('MoveRefusedNotice', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows after a refusal and goes away by itself after about five seconds', () => {
    const { rerender } = render(notice(0));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(notice(1));
    expect(screen.getByRole('alert')).toHaveTextContent(TEXT);
    expect(screen.getByTestId('move-refused')).toBe(screen.getByRole('alert'));
    act(() => jest.advanceTimersByTime(MOVE_REFUSED_MS - 500));
    act(() => jest.advanceTimersByTime(0));
    expect(screen.getByRole('alert')).toBeVisible();
    act(() => jest.advanceTimersByTime(500));
    act(() => jest.advanceTimersByTime(TRANSITION_MS));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes on a tap on it, but not on a tap elsewhere', () => {
    const { rerender } = render(notice(0));
    rerender(notice(1));
    act(() => jest.advanceTimersByTime(100));
    fireEvent.click(document.body);
    act(() => jest.advanceTimersByTime(TRANSITION_MS));
    expect(screen.getByRole('alert')).toBeVisible();
    fireEvent.click(screen.getByRole('alert'));
    act(() => jest.advanceTimersByTime(TRANSITION_MS));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows again for each new refusal, with its full time', () => {
    const { rerender } = render(notice(0));
    rerender(notice(1));
    fireEvent.click(screen.getByRole('alert'));
    act(() => jest.advanceTimersByTime(TRANSITION_MS));
    rerender(notice(2));
    expect(screen.getByRole('alert')).toHaveTextContent(TEXT);
    act(() => jest.advanceTimersByTime(MOVE_REFUSED_MS - 1000));
    rerender(notice(3));
    act(() => jest.advanceTimersByTime(MOVE_REFUSED_MS - 1000));
    act(() => jest.advanceTimersByTime(0));
    expect(screen.getByRole('alert')).toBeVisible();
    act(() => jest.advanceTimersByTime(1000));
    act(() => jest.advanceTimersByTime(TRANSITION_MS));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not show refusals made before it was mounted', () => {
    render(notice(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
