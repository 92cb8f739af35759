import type { ReactNode } from 'react';
import { ApiProvider } from '../../lib/apollo/ApiProvider';
import { RequireSession } from './RequireSession';

export interface ApiSessionProps {
  apiUrl: string | null;
  /** Ask for a nickname before showing the content. */
  requireSession: boolean;
  /** Above the nickname prompt (the room's invitation). */
  sessionIntro?: ReactNode;
  children: ReactNode;
}

/** Apollo, and the nickname prompt when needed: what OnlineShell downloads after the page has shown. */
export function ApiSession({ apiUrl, requireSession, sessionIntro, children }: ApiSessionProps) {
  return (
    <ApiProvider apiUrl={apiUrl}>
      {requireSession ? <RequireSession intro={sessionIntro}>{children}</RequireSession> : children}
    </ApiProvider>
  );
}
