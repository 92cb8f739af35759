// @ts-check
const segments = require('./i18n/segments.json');
const { i18n } = require('./next-i18next.config');
const { gamePackageNames } = require('../../packages/catalogue/scripts/discover-games.cjs');

/** Translated route segments: /pt/jogar/<code> is served by pages/play/[code]. */
function translatedRoutes() {
  return Object.entries(segments).flatMap(([page, byLanguage]) =>
    Object.entries(byLanguage)
      .filter(([, segment]) => segment !== page)
      .map(([lang, segment]) => ({ lang, segment, page })),
  );
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Separate builds (the end-to-end tests, a second checkout of the app) may use their own folder.
  distDir: process.env.TABULA_NEXT_DIST_DIR || '.next',
  // The build checks the app's code; `npm run typecheck` (tsconfig.json) checks the tests as well.
  typescript: { tsconfigPath: 'tsconfig.build.json' },
  i18n: { ...i18n, localeDetection: false },
  // proxy.ts reads the address as typed: Next would drop an explicit /en (the default language) from it.
  skipProxyUrlNormalize: true,
  transpilePackages: [
    '@tabula/game-kit',
    '@tabula/catalogue',
    '@tabula/boards',
    '@tabula/cards',
    '@mui/material-nextjs',
    // Every folder in games/ (pnpm links them all to this app and the catalogue: see .pnpmfile.cjs).
    ...gamePackageNames(),
  ],
  // Barrel files: ship only the components a page uses (the home page needs no game UI).
  experimental: { optimizePackageImports: ['@tabula/game-kit', '@tabula/catalogue'] },
  async rewrites() {
    return translatedRoutes().flatMap(({ lang, segment, page }) => [
      { source: `/${lang}/${segment}/:path*`, destination: `/${lang}/${page}/:path*`, locale: false },
    ]);
  },
};

module.exports = nextConfig;
