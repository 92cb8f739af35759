import NextLink, { type LinkProps } from 'next/link';
import type { AnchorHTMLAttributes, Ref } from 'react';

type PathLinkProps = Omit<LinkProps, 'locale'> & AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

/**
 * next/link for paths that already carry their language prefix (from paths.ts): Next must not add
 * the current locale again. Give it to MUI components as `component` / `LinkComponent`.
 */
export function PathLink(props: PathLinkProps) {
  return <NextLink {...props} locale={false} />;
}
