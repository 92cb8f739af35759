import type { ReactNode } from 'react';
import { SitePage, type SitePageProps } from '../layout/SitePage';
import { Connecting } from './Connecting';
import { DownloadFailed } from './DownloadFailed';
import { useOnlineCode } from './useOnlineCode';

export interface OnlineShellProps<Screen> {
  apiUrl: string | null;
  /** Ask for a nickname before showing the content (every page but the lobby). */
  requireSession?: boolean;
  /** Above the nickname prompt, e.g. the room's invitation. */
  sessionIntro?: ReactNode;
  /** Inside the site frame (header, footer); game screens bring their own layout. */
  site?: Omit<SitePageProps, 'children'> | false;
  /**
   * Downloads the page's screen, which talks to the API: a module-level function such as
   * `() => import('../features/lobby/LiveLobby')`. Nothing of Apollo is in the page's first load.
   */
  load: () => Promise<Screen>;
  /** What the server renders and the browser shows until the screen is ready: a spinner unless given. */
  fallback?: ReactNode;
  /** The screen, given what `load` returned. */
  children: (screen: Screen) => ReactNode;
}

/** The online pages: the site frame at once; Apollo, the nickname prompt when needed and the screen after. */
export function OnlineShell<Screen>({
  apiUrl,
  requireSession = true,
  sessionIntro,
  site = {},
  load,
  fallback = <Connecting />,
  children,
}: OnlineShellProps<Screen>) {
  const { code, retry } = useOnlineCode(load);
  let content: ReactNode = fallback;
  if (code.status === 'ready') {
    content = (
      <code.ApiSession apiUrl={apiUrl} requireSession={requireSession} sessionIntro={sessionIntro}>
        {children(code.screen)}
      </code.ApiSession>
    );
  } else if (code.status === 'failed') {
    content = <DownloadFailed onRetry={retry} />;
  }
  return site === false ? content : <SitePage {...site}>{content}</SitePage>;
}
