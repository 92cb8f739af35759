// The web app's environment, read once here. NEXT_PUBLIC_* values are inlined at build time.
function flag(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}

export const env = {
  /** Show the games in development instead of the published ones. */
  devOnly: flag(process.env.NEXT_PUBLIC_TABULA_DEV_ONLY),
  /** Let game screens grow to 1200px on large screens. */
  desktopView: flag(process.env.NEXT_PUBLIC_TABULA_DESKTOP_VIEW),
};
