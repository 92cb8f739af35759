import { performance } from 'node:perf_hooks';

/** One benchmark figure: the median and 99th percentile of `runs` samples, in `unit`. */
export interface BenchFigure {
  name: string;
  /** 'ms', 'moves/s', 'req/s', 'MB', 'kB', '% CPU', 'score', 'ratio'… */
  unit: string;
  runs: number;
  median: number;
  p99: number;
}

/** What a bench file's default export may return: figures, optionally with a Markdown section for the report. */
export type BenchOutput = BenchFigure[] | { figures: BenchFigure[]; markdown?: string };

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/** Median and p99 of samples already taken (e.g. round trips collected under load). */
export function summarize(name: string, unit: string, samples: number[]): BenchFigure {
  if (samples.length === 0) throw new Error(`${name}: no samples`);
  const sorted = [...samples].sort((a, b) => a - b);
  return { name, unit, runs: sorted.length, median: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)) };
}

/** Times `fn` over `runs` calls (after one warm-up) and reports median and p99 in milliseconds. */
export async function measure(name: string, runs: number, fn: (run: number) => unknown): Promise<BenchFigure> {
  await fn(-1);
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await fn(run);
    samples.push(performance.now() - start);
  }
  return summarize(name, 'ms', samples);
}
