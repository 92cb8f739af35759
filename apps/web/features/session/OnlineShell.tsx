import type { ReactNode } from 'react';
import { ApiProvider } from '../../lib/apollo/ApiProvider';
import { SitePage, type SitePageProps } from '../layout/SitePage';
import { RequireSession } from './RequireSession';

export interface OnlineShellProps {
  apiUrl: string | null;
  /** Ask for a nickname before showing the content (every page but the lobby). */
  requireSession?: boolean;
  /** Inside the site frame (header, footer); game screens bring their own layout. */
  site?: Omit<SitePageProps, 'children'> | false;
  children: ReactNode;
}

/** Apollo, the nickname prompt when needed, and the site frame for the online pages. */
export function OnlineShell({ apiUrl, requireSession = true, site = {}, children }: OnlineShellProps) {
  const content = requireSession ? <RequireSession>{children}</RequireSession> : children;
  return <ApiProvider apiUrl={apiUrl}>{site === false ? content : <SitePage {...site}>{content}</SitePage>}</ApiProvider>;
}
