import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

export type Preset = 'mobile' | 'desktop';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** What one Lighthouse run of one page says. */
export interface LighthouseRun {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Script bytes transferred during the load, lazy chunks (the game's rules and board) included. */
  scriptTransferBytes: number;
  /** Failing audits of the non-performance categories: id and title. */
  failed: Array<{ id: string; title: string }>;
  /** Main-thread time by kind of work (script evaluation, style and layout, ...), ms, largest first. */
  mainThread: Array<{ label: string; ms: number }>;
  benchmarkIndex: number;
}

/** Debian's Chromium, headless; flags from STACK.md (no sandbox as root, no background traffic). */
export async function launchChromium(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-dev-shm-usage',
      '--no-first-run',
    ],
  });
}

/**
 * One Lighthouse run with its default simulated throttling: "mobile" is Lighthouse's default (Moto
 * G Power class phone, 4x CPU slowdown, slow 4G), "desktop" its desktop preset (no CPU slowdown,
 * fast connection). Simulation makes the figures depend less on how busy this machine is.
 */
export async function runLighthouse(url: string, port: number, preset: Preset): Promise<LighthouseRun> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = lhr.audits['resource-summary']?.details as
    | { items?: Array<{ resourceType: string; transferSize: number }> }
    | undefined;
  const failed = CATEGORIES.filter((c) => c !== 'performance')
    .flatMap((c) => lhr.categories[c]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id]!)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual',
    )
    .map((audit) => ({ id: audit.id, title: audit.title }));
  const breakdown = lhr.audits['mainthread-work-breakdown']?.details as
    | { items?: Array<{ groupLabel: string; duration: number }> }
    | undefined;
  const mainThread = (breakdown?.items ?? [])
    .map((item) => ({ label: item.groupLabel, ms: item.duration }))
    .sort((a, b) => b.ms - a.ms);
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptTransferBytes: summary?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? NaN,
    failed,
    mainThread,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}
