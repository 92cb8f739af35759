import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClockData } from '../clock';
import { GAME_KIT_NAMESPACE } from './namespace';

export interface TurnClockProps {
  /** The clock in the state the board received (`clockOf(props)`); nothing shows without one. */
  clock: ClockData | undefined;
  /** Milliseconds since 1970, for tests; defaults to the browser's clock. */
  now?: () => number;
}

/** Seconds left, as the game server counts them (the deadline is the server's). */
export function secondsLeft(clock: ClockData, now: number): number {
  return clock.deadline === null ? 0 : Math.max(0, Math.ceil((clock.deadline - now) / 1000));
}

const asClock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The time left for the seats that may act, counting down; warns in the last five seconds. */
export function TurnClock({ clock, now = Date.now }: TurnClockProps) {
  const { t } = useTranslation(GAME_KIT_NAMESPACE);
  const [, tick] = useState(0);
  const running = clock?.deadline != null;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => tick((n) => n + 1), 250);
    return () => clearInterval(timer);
  }, [running, clock?.deadline]);
  if (!clock || clock.deadline === null) return null;
  const seconds = secondsLeft(clock, now());
  return (
    <Typography
      component="p"
      role="timer"
      data-testid="turn-clock"
      aria-label={t('clock.timeLeft', { count: seconds })}
      sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, color: seconds <= 5 ? 'error.main' : 'text.primary' }}
    >
      <span aria-hidden="true">{asClock(seconds)}</span>
    </Typography>
  );
}
