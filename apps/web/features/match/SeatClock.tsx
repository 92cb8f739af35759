import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { GAME_KIT_NAMESPACE } from '@tabula/game-kit/ui';
import { asClockFace, type SeatClockReading, secondsLeftOf, WARNING_SECONDS } from './seatClocks';

export interface SeatClockProps {
  reading: SeatClockReading;
  /** The viewer's own running time, shown large. */
  prominent?: boolean;
  /** Milliseconds since 1970, for tests; defaults to the browser's clock. */
  now?: () => number;
}

/** A seat's time left, counting down while it runs; a warning colour in its last ten seconds. */
export function SeatClock({ reading, prominent = false, now = Date.now }: SeatClockProps) {
  const { t } = useTranslation(GAME_KIT_NAMESPACE);
  const [, tick] = useState(0);
  const deadline = reading.running ? reading.deadline : null;
  useEffect(() => {
    if (deadline === null) return undefined;
    const timer = setInterval(() => tick((n) => n + 1), 250);
    return () => clearInterval(timer);
  }, [deadline]);
  const seconds = secondsLeftOf(reading, now());
  const warning = reading.running && seconds <= WARNING_SECONDS;
  return (
    <Box
      component="span"
      role="timer"
      data-testid="seat-clock"
      data-running={reading.running}
      data-warning={warning}
      aria-label={t('clock.timeLeft', { count: seconds })}
      sx={{
        fontVariantNumeric: 'tabular-nums',
        fontWeight: reading.running ? 700 : 400,
        typography: prominent ? 'h5' : 'body2',
        color: warning ? 'error.main' : reading.running ? 'text.primary' : 'text.secondary',
      }}
    >
      <span aria-hidden="true">{asClockFace(seconds)}</span>
    </Box>
  );
}
