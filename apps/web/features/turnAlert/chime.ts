// The turn sound, synthesised with the Web Audio API (no audio file): a soft two-note chime of
// about 150 ms while the tab is hidden, a quieter single note while it is visible.

export type ChimeKind = 'chime' | 'subtle';

interface Note {
  frequency: number;
  /** Seconds after the start. */
  at: number;
  /** Seconds. */
  length: number;
  peak: number;
}

const NOTES: Record<ChimeKind, Note[]> = {
  // A5 then E6, a rising fifth.
  chime: [
    { frequency: 880, at: 0, length: 0.075, peak: 0.18 },
    { frequency: 1318.5, at: 0.075, length: 0.09, peak: 0.18 },
  ],
  subtle: [{ frequency: 880, at: 0, length: 0.08, peak: 0.06 }],
};

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  const w = window as typeof window & { webkitAudioContext?: AudioContextClass };
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

let context: AudioContext | null = null;
let armed = false;

/**
 * Browsers let a page make sound only after a user gesture: the AudioContext is created (or
 * resumed) on the player's first click or key press, so a turn that comes later can be heard.
 */
function unlock(): void {
  const Context = audioContextClass();
  if (!Context) return;
  try {
    context ??= new Context();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
  } catch {
    context = null;
  }
}

/** Listens for the gestures that allow sound (idempotent). */
export function armChime(): void {
  if (armed || typeof window === 'undefined') return;
  armed = true;
  for (const type of ['pointerdown', 'keydown'] as const) window.addEventListener(type, unlock, { capture: true, passive: true });
}

function playNote(audio: AudioContext, note: Note, start: number): void {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.setValueAtTime(note.frequency, start + note.at);
  // A quick rise and an exponential fade: no click at either end.
  gain.gain.setValueAtTime(0.0001, start + note.at);
  gain.gain.exponentialRampToValueAtTime(note.peak, start + note.at + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + note.length);
  oscillator.connect(gain);
  gain.connect(audio.destination);
  oscillator.start(start + note.at);
  oscillator.stop(start + note.at + note.length + 0.02);
}

function playNotes(audio: AudioContext, kind: ChimeKind): void {
  try {
    const start = audio.currentTime;
    for (const note of NOTES[kind]) playNote(audio, note, start);
  } catch {
    // An audio device lost or a browser refusing: the turn still shows in the title.
  }
}

/** Plays the sound if the browser allows it yet (after a gesture); otherwise nothing, silently. */
export function playChime(kind: ChimeKind): void {
  const audio = context;
  if (!audio || audio.state === 'closed') return;
  if (audio.state === 'running') {
    playNotes(audio, kind);
    return;
  }
  // Suspended by the browser since the gesture (Safari does, on a hidden tab): allowed to resume.
  audio
    .resume()
    .then(() => playNotes(audio, kind))
    .catch(() => undefined);
}
