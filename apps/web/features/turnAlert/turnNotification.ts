// The browser's notification of a turn: shown only where the player allowed it, and permission is
// asked for only from the player's click.

function notificationApi(): typeof Notification | null {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification : null;
}

/** The player has not been asked yet: the match screen may offer to notify them. */
export function mayOfferNotifications(): boolean {
  return notificationApi()?.permission === 'default';
}

/** Asks the browser for permission; call it only from a click. */
export async function askForNotifications(): Promise<void> {
  try {
    await notificationApi()?.requestPermission();
  } catch {
    // An older browser's callback form, or a refusal: no notifications.
  }
}

/** Shows the notification if the player allowed it; clicking it brings the tab to the front. */
export function notifyTurn(title: string, body: string): void {
  const Api = notificationApi();
  if (Api?.permission !== 'granted') return;
  try {
    const notification = new Api(title, { body, tag: 'tabula-turn', icon: '/favicon.svg' });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch {
    // Chrome on Android shows notifications only through a service worker: the title and sound remain.
  }
}
