// Test doubles of the browser APIs the turn alert uses: Web Audio, notifications and visibility.

export interface PlayedNote {
  frequency: number;
  peak: number;
}

/** A fake AudioContext that records each note played: its pitch and its loudest gain. */
export function installFakeAudio(): PlayedNote[] {
  const played: PlayedNote[] = [];
  class FakeAudioContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    createOscillator() {
      const note: PlayedNote = { frequency: 0, peak: 0 };
      played.push(note);
      return {
        type: 'sine',
        frequency: { setValueAtTime: (value: number) => (note.frequency = value) },
        connect: () => undefined,
        start: () => undefined,
        stop: () => undefined,
      };
    }
    createGain() {
      const note = played[played.length - 1]!;
      const record = (value: number) => (note.peak = Math.max(note.peak, value));
      return { gain: { setValueAtTime: record, exponentialRampToValueAtTime: record }, connect: () => undefined };
    }
    resume() {
      return Promise.resolve();
    }
  }
  Object.defineProperty(window, 'AudioContext', { configurable: true, writable: true, value: FakeAudioContext });
  return played;
}

export interface FakeNotificationRecord {
  title: string;
  body?: string;
  onclick: (() => void) | null;
  close: jest.Mock;
}

/** A fake Notification API with the given permission; returns the notifications shown. */
export function installFakeNotifications(permission: NotificationPermission) {
  const shown: FakeNotificationRecord[] = [];
  class FakeNotification implements FakeNotificationRecord {
    static permission: NotificationPermission = permission;
    static requestPermission = jest.fn(async () => {
      FakeNotification.permission = 'granted';
      return FakeNotification.permission;
    });
    onclick: (() => void) | null = null;
    close = jest.fn();
    body?: string;
    constructor(
      public title: string,
      options?: NotificationOptions,
    ) {
      this.body = options?.body;
      shown.push(this);
    }
  }
  Object.defineProperty(window, 'Notification', { configurable: true, writable: true, value: FakeNotification });
  return { shown, requestPermission: FakeNotification.requestPermission };
}

/** Makes the tab hidden or visible; `announce` fires visibilitychange as a browser would. */
export function setTabVisibility(state: DocumentVisibilityState, announce = false): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  if (announce) document.dispatchEvent(new Event('visibilitychange'));
}
