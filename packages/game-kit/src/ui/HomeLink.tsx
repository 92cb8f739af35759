import type { ElementType, ReactNode } from 'react';
import Link from '@mui/material/Link';

export interface HomeLinkOptions {
  /** Where "home" is: '/' in English, '/pt' in Portuguese... */
  homeHref?: string;
  /** A router link (e.g. next/link) for client-side navigation; a plain <a> otherwise. */
  linkComponent?: ElementType;
}

export function HomeLink({
  homeHref = '/',
  linkComponent,
  label,
  children,
}: HomeLinkOptions & { label: string; children: ReactNode }) {
  return (
    <Link
      href={homeHref}
      component={linkComponent ?? 'a'}
      aria-label={label}
      underline="none"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'inherit' }}
    >
      {children}
    </Link>
  );
}
