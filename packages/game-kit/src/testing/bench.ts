import { performance } from 'node:perf_hooks';

export interface BenchFigure {
  name: string;
  unit: 'ms';
  runs: number;
  median: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
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
  samples.sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return { name, unit: 'ms', runs, median: round(percentile(samples, 50)), p99: round(percentile(samples, 99)) };
}
