import { useCallback, useEffect, useRef, useState } from 'react';

const STORAGE_KEY = 'tabula.chess.sound';

function readEnabled(): boolean {
  try {
    return typeof window === 'undefined' || window.localStorage.getItem(STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

/** A short wooden "tock", synthesized with the Web Audio API (no sound file). */
function playTock(context: AudioContext, capture: boolean) {
  const now = context.currentTime;
  const osc = context.createOscillator();
  const gain = context.createGain();
  osc.type = 'triangle';
  osc.frequency.setValueAtTime(capture ? 330 : 520, now);
  osc.frequency.exponentialRampToValueAtTime(capture ? 140 : 220, now + 0.09);
  gain.gain.setValueAtTime(0.0001, now);
  gain.gain.exponentialRampToValueAtTime(0.35, now + 0.005);
  gain.gain.exponentialRampToValueAtTime(0.0001, now + (capture ? 0.16 : 0.1));
  osc.connect(gain).connect(context.destination);
  osc.start(now);
  osc.stop(now + 0.2);
}

/**
 * Plays a sound whenever `moveKey` changes (not on the first render), unless muted. The choice is
 * remembered in localStorage.
 */
export function useMoveSound(moveKey: string | null, capture: boolean) {
  const [enabled, setEnabled] = useState(true);
  const context = useRef<AudioContext | null>(null);
  const previous = useRef(moveKey);

  useEffect(() => setEnabled(readEnabled()), []);

  useEffect(() => {
    if (moveKey === previous.current) return;
    previous.current = moveKey;
    if (!enabled || moveKey === null) return;
    const AudioContextClass = typeof window !== 'undefined' ? window.AudioContext : undefined;
    if (!AudioContextClass) return;
    try {
      context.current ??= new AudioContextClass();
      void context.current.resume();
      playTock(context.current, capture);
    } catch {
      // Audio unavailable (autoplay policy, no device): stay silent.
    }
  }, [moveKey, enabled, capture]);

  const toggle = useCallback(() => {
    setEnabled((on) => {
      try {
        window.localStorage.setItem(STORAGE_KEY, on ? 'off' : 'on');
      } catch {
        // private mode: keep the choice for this page only
      }
      return !on;
    });
  }, []);

  return { enabled, toggle };
}
