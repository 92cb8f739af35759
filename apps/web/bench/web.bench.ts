import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchFigure, BenchOutput } from '@tabula/game-kit/testing';
import { firstTouchToAlive, type AliveTiming } from './comesAlive';
import { firstLoadSizes, type RouteSize } from './firstLoad';
import { CATEGORIES, launchChromium, runLighthouse, type LighthouseRun, type Preset } from './lighthouse';
import { buildWeb, htmlScripts, startWeb, webDir } from './webServer';

/**
 * bench/package.json makes this file ESM so `pnpm bench` finds the default export; TypeScript
 * sources of the workspace load as CommonJS, so their exports may sit under `default`.
 */
async function load<T extends object>(module: Promise<T>): Promise<T> {
  const loaded = (await module) as T & { default?: unknown };
  const inner = typeof loaded.default === 'object' && loaded.default !== null ? loaded.default : {};
  return { ...inner, ...loaded } as T;
}

const DIST_DIR = '.next-bench';
/** Lighthouse runs per page and preset: 3 in the full run; TABULA_BENCH_LIGHTHOUSE_RUNS=1 while developing. */
const RUNS = Number(process.env.TABULA_BENCH_LIGHTHOUSE_RUNS ?? 3);
const PRESETS: Preset[] = ['mobile', 'desktop'];
/**
 * The home page, a game's page (what search engines index) and Tic-Tac-Toe against the computer (the
 * play page that loads a game's rules, board and AI).
 */
const PAGES = [
  { name: 'home', path: '/', route: '/' },
  { name: 'Tic-Tac-Toe game page', path: '/play/tictactoe', route: '/play/[code]' },
  { name: 'Tic-Tac-Toe vs AI', path: '/play/tictactoe/AI', route: '/play/[code]/AI' },
];

/** What a visitor of each later-scripts page touches first: the search box, a computer level. */
const FIRST_TOUCHES = [
  { path: '/', selector: 'input[type="search"]' },
  { path: '/play/tictactoe', selector: '[data-testid="mode-AI"] button' },
];

const kB = (bytes: number) => Math.round(bytes / 102.4) / 10;

function sizeFigures(sizes: RouteSize[]): BenchFigure[] {
  return sizes.flatMap((size) => [
    { name: `first-load JS ${size.route}`, unit: 'kB gzip', runs: 1, median: kB(size.gzipBytes), p99: kB(size.gzipBytes) },
  ]);
}

function sizeTable(sizes: RouteSize[]): string {
  const rows = sizes.map(
    (s) =>
      `| \`${s.route}\` | ${s.files.length} | ${kB(s.rawBytes)} | **${kB(s.gzipBytes)}** | ${kB(s.ownGzipBytes)} | ${s.laterGzipBytes ? kB(s.laterGzipBytes) : ''} |`,
  );
  return [
    '| route | files | raw kB | gzip kB | of which route-specific, gzip kB | loaded after the page, gzip kB |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/**
 * Production build of apps/web (into apps/web/.next-bench; TABULA_BENCH_SKIP_BUILD=1 reuses an
 * existing one), first-load JS per route from its build manifest, then Lighthouse against
 * `next start` on a free port, mobile and desktop presets, RUNS runs per page and preset.
 */
export default async function bench(): Promise<BenchOutput> {
  const { summarize } = await load(import('@tabula/game-kit/testing'));
  const distPath = join(webDir, DIST_DIR);
  const reuse = process.env.TABULA_BENCH_SKIP_BUILD === '1' && existsSync(join(distPath, 'build-manifest.json'));
  const buildStarted = Date.now();
  if (!reuse) buildWeb(DIST_DIR);
  const buildSeconds = Math.round((Date.now() - buildStarted) / 1000);
  const sizes = firstLoadSizes(distPath);
  const figures = sizeFigures(sizes);

  const web = await startWeb(DIST_DIR);
  const chrome = await launchChromium();
  const runs = new Map<string, LighthouseRun[]>();
  const htmlChecks: string[] = [];
  let alive: AliveTiming[] = [];
  try {
    for (const page of PAGES) {
      const url = web.origin + page.path;
      // The HTML must reference exactly the files the manifest method counts (a check of the method).
      const served = new Set(await htmlScripts(url));
      const counted = new Set(sizes.find((s) => s.route === page.route)?.files ?? []);
      const missing = [...served].filter(
        (f) =>
          !counted.has(f) &&
          !f.includes('/_buildManifest') &&
          !f.includes('/_ssgManifest') &&
          !f.includes('/_clientMiddlewareManifest'),
      );
      const extra = [...counted].filter((f) => !served.has(f));
      htmlChecks.push(
        `- \`${page.path}\`: its HTML references ${served.size} scripts; ${missing.length === 0 && extra.length === 0 ? 'the same JavaScript files as counted (plus the small build and SSG manifests)' : `differences: not counted ${missing.join(', ') || 'none'}, counted but not referenced ${extra.join(', ') || 'none'}`}.`,
      );
      for (const preset of PRESETS) {
        const list: LighthouseRun[] = [];
        for (let run = 0; run < RUNS; run += 1) list.push(await runLighthouse(url, chrome.port, preset));
        runs.set(`${page.name}|${preset}`, list);
      }
    }
    alive = await firstTouchToAlive(web.origin, chrome.port, FIRST_TOUCHES, RUNS);
  } finally {
    await chrome.kill();
    web.stop();
  }

  const lighthouseRows: string[] = [];
  const failedAudits = new Map<string, Set<string>>();
  for (const page of PAGES) {
    for (const preset of PRESETS) {
      const list = runs.get(`${page.name}|${preset}`)!;
      const label = `${page.name} (${preset})`;
      for (const category of CATEGORIES)
        figures.push(
          summarize(
            `Lighthouse ${label} ${category}`,
            'score',
            list.map((r) => r.scores[category]),
          ),
        );
      const lcp = summarize(
        `Lighthouse ${label} LCP`,
        'ms',
        list.map((r) => r.lcpMs),
      );
      const tbt = summarize(
        `Lighthouse ${label} TBT`,
        'ms',
        list.map((r) => r.tbtMs),
      );
      const cls = summarize(
        `Lighthouse ${label} CLS`,
        'CLS',
        list.map((r) => r.cls),
      );
      const js = summarize(
        `Lighthouse ${label} JS transferred`,
        'kB',
        list.map((r) => kB(r.scriptTransferBytes)),
      );
      figures.push(lcp, tbt, cls, js);
      const median = (category: (typeof CATEGORIES)[number]) =>
        summarize(
          '',
          '',
          list.map((r) => r.scores[category]),
        ).median;
      lighthouseRows.push(
        `| ${label} | ${CATEGORIES.map(median).join(' | ')} | ${Math.round(lcp.median)} | ${Math.round(tbt.median)} | ${cls.median} | ${js.median} |`,
      );
      for (const audit of list.flatMap((r) => r.failed)) {
        const pages = failedAudits.get(`${audit.id}: ${audit.title}`) ?? new Set<string>();
        pages.add(label);
        failedAudits.set(`${audit.id}: ${audit.title}`, pages);
      }
    }
  }
  const aliveFigures = alive.map((timing) => summarize(`first touch to alive ${timing.path} (4x CPU)`, 'ms', timing.runs));
  figures.push(...aliveFigures);
  const aliveLines = aliveFigures.map(
    (figure, i) =>
      `- \`${alive[i]!.path}\`: ${Math.round(figure.median)} ms (median of ${alive[i]!.runs.length}, slowest ${Math.round(Math.max(...alive[i]!.runs))} ms).`,
  );
  const benchmarkIndex = [...runs.values()].flat().map((r) => r.benchmarkIndex);
  // Where the mobile main-thread time goes (first run of each page).
  const mainThreadLines = PAGES.map((page) => {
    const first = runs.get(`${page.name}|mobile`)![0]!;
    const parts = first.mainThread.slice(0, 4).map((part) => `${part.label.toLowerCase()} ${Math.round(part.ms)} ms`);
    return `- ${page.name}: ${parts.join(', ')}.`;
  });

  const markdown = `### Web: first-load JavaScript and Lighthouse

**Build.** \`next build\` (Next 16, Turbopack) of apps/web into \`apps/web/${DIST_DIR}\`${reuse ? ' (an existing build was reused: TABULA_BENCH_SKIP_BUILD=1)' : `, ${buildSeconds} s`}.

**First-load JS per route.** Next 16 no longer prints page sizes, so they are computed from the build's
\`build-manifest.json\`: a route's first load is the union of the \`/_app\` chunks (Turbopack runtime,
React, Next's client, MUI, Emotion, i18next, the site shell) and the route's own chunks (its page module
and the chunks it shares with other pages), each distinct file counted once and gzip-compressed with
zlib at level 9 (what Next's old size column used; a server at level 6 sends 1-3 % more). Not counted:
\`nomodule\` polyfills (skipped by current browsers), the tiny build/SSG manifests, and chunks loaded later
with \`import()\`: on the play pages the game's rules, board and AI arrive that way, which is why the
Lighthouse table also shows all script bytes transferred during the load. The home, about, 404 and
game pages (\`LATER_SCRIPT_PAGES\` in apps/web/features/hydration) are whole as HTML: text, pictures
and links (and the game page's options) work before any script runs, so their HTML references no
script file; a small inline script fetches the site's scripts on the visitor's first touch, key or
focus of the page, and replays the clicks made meanwhile. The last column is what those pages fetch
then.

${sizeTable(sizes)}

Check of the method against the served HTML:
${htmlChecks.join('\n')}

**Lighthouse** ${'12.8.2'} (the last release that runs on Node 20; 13 needs Node 22) driving Debian's Chromium
headless against \`next start\` (production) on this machine, ${RUNS} run(s) per page and preset, default
simulated throttling: *mobile* = Lighthouse's default phone profile (4x CPU slowdown, slow 4G),
*desktop* = its desktop preset. Medians (each figure's p99 is in the table above). No API server runs
during the bench: these pages do not need one.
CPU benchmark index Lighthouse measured on this machine: ${summarize('', '', benchmarkIndex).median} (median over all runs; higher is faster. The simulated timings start from the tasks observed on this machine, so a busy machine raises TBT).

JS transferred counts every script the browser fetched during the load: the first-load files (as
\`next start\` compresses them, gzip level 6, plus headers), the chunks loaded with \`import()\` (the
game's rules, board and AI on the play page) and the pages that \`next/link\` prefetches when their
links are on screen (more of them on the wider desktop layout).

| page (preset) | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | JS transferred kB |
|---|---|---|---|---|---|---|---|---|
${lighthouseRows.join('\n')}

Main-thread work during the mobile load, by kind (the tasks observed on this machine times the 4x
simulated CPU slowdown, as Lighthouse reports them): where the blocking time comes from.
${mainThreadLines.join('\n')}

**What the later scripts cost.** A visitor of the home or a game page who only reads and follows
links runs no script; the first touch of a control (the search box, a level) fetches and starts the
site's scripts, and that control answers once they have hydrated the page. Time from the touch to
the page alive, in the same Chromium with its CPU slowed 4x (as Lighthouse's phone), after the page
had loaded and the network was quiet:
${aliveLines.join('\n')}

${failedAudits.size === 0 ? 'No accessibility, best-practice or SEO audit failed.' : `Audits below a full score (accessibility, best practices, SEO):\n${[...failedAudits].map(([audit, pages]) => `- ${audit} (${[...pages].join(', ')})`).join('\n')}`}
`;
  return { figures, markdown };
}
