// The web app's environment, read once here. NEXT_PUBLIC_* values are inlined at build time.
function flag(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}

/** Where Tabula's source code is published, unless NEXT_PUBLIC_SOURCE_URL says otherwise. */
export const DEFAULT_SOURCE_URL = 'https://github.com/tabula-games/tabula';

/** An http(s) address, or the default when unset; anything else stops the app with the reason. */
export function sourceUrl(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return DEFAULT_SOURCE_URL;
  const address = value.trim();
  if (!/^https?:\/\/[^\s/]+/.test(address))
    throw new Error(`NEXT_PUBLIC_SOURCE_URL must be an http(s) address, got "${address}"`);
  return address;
}

export const env = {
  /** Show the games in development instead of the published ones. */
  devOnly: flag(process.env.NEXT_PUBLIC_TABULA_DEV_ONLY),
  /** Let game screens grow to 1200px on large screens. */
  desktopView: flag(process.env.NEXT_PUBLIC_TABULA_DESKTOP_VIEW),
  /** The public address of the source code (the AGPL asks that players can get it). */
  sourceUrl: sourceUrl(process.env.NEXT_PUBLIC_SOURCE_URL),
};
