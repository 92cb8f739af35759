import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { earlyInputScript } from '../features/hydration/earlyInputScript';
import { LATER_SCRIPT_PAGES } from '../features/hydration/laterScripts';

/** The parts of Next's build-manifest.json (pages router, Turbopack or webpack) that say what a page loads. */
interface BuildManifest {
  pages: Record<string, string[]>;
  rootMainFiles?: string[];
  polyfillFiles?: string[];
}

export interface RouteSize {
  route: string;
  /** The script files counted, relative to the build folder. */
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  /** Bytes of this route's own chunks (not shared with `/_app`), gzip. */
  ownGzipBytes: number;
  /**
   * Pages whose scripts load after the page (LATER_SCRIPT_PAGES): what they fetch then, gzip; their
   * first load counts no file. Zero for the other routes.
   */
  laterGzipBytes: number;
}

/** Gzip level 9, as Next's own size report (gzip-size) used; a server at level 6 sends 1-3 % more. */
function gzipSize(buffer: Buffer): number {
  return gzipSync(buffer, { level: 9 }).length;
}

/**
 * First-load JS of every page route of a pages-router build in `distDir`: the script files the HTML
 * of the route references before any user action. Next writes them to build-manifest.json: the
 * `/_app` entry (runtime, framework, React, MUI, i18n, the app shell), the route's own entry (its
 * page module and the chunks it shares with other pages) and `rootMainFiles` (empty for the pages
 * router). `polyfillFiles` are `nomodule` scripts that modern browsers skip, so they are left out;
 * so are chunks loaded later with import() (a game's rules and board).
 * Each distinct file counts once, gzip-compressed with zlib, level 9. The pages of
 * LATER_SCRIPT_PAGES reference no script file in their HTML (an inline script adds the same files
 * once the page has loaded): their files are counted as loaded later, and that inline script as their first load.
 */
export function firstLoadSizes(distDir: string): RouteSize[] {
  const manifest = JSON.parse(readFileSync(join(distDir, 'build-manifest.json'), 'utf8')) as BuildManifest;
  const cache = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (file: string) => {
    let size = cache.get(file);
    if (!size) {
      const content = readFileSync(join(distDir, file));
      size = { raw: content.length, gzip: gzipSize(content) };
      cache.set(file, size);
    }
    return size;
  };
  const isScript = (file: string) => file.endsWith('.js');
  const appFiles = new Set([...(manifest.rootMainFiles ?? []), ...(manifest.pages['/_app'] ?? [])].filter(isScript));
  return Object.keys(manifest.pages)
    .filter((route) => route !== '/_app' && route !== '/_error' && route !== '/_document')
    .sort()
    .map((route) => {
      const own = manifest.pages[route]!.filter((file) => isScript(file) && !appFiles.has(file));
      const files = [...appFiles, ...new Set(own)];
      const sum = (list: string[], key: 'raw' | 'gzip') => list.reduce((total, file) => total + sizeOf(file)[key], 0);
      const later = LATER_SCRIPT_PAGES.has(route);
      const first = later ? [] : files;
      // The inline script that adds them later is part of the HTML, and of the first load.
      const inline = later ? Buffer.from(earlyInputScript(files.map((file) => `/_next/${file}`))) : Buffer.alloc(0);
      return {
        route,
        files: first,
        rawBytes: sum(first, 'raw') + inline.length,
        gzipBytes: sum(first, 'gzip') + (later ? gzipSize(inline) : 0),
        ownGzipBytes: later ? 0 : sum([...new Set(own)], 'gzip'),
        laterGzipBytes: later ? sum(files, 'gzip') : 0,
      };
    });
}
