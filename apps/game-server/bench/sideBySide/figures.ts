// Turns measured runs into bench figures: per server and size, and Tabula's ratios to stock.
import type { BenchFigure } from '@tabula/game-kit/testing';
import { LOAD_LABELS } from './loads';
import type { RunResult } from './measureRun';
import { SERVER_LABELS, type ServerKind } from './servers';

const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return NaN;
  const s = sorted(samples);
  return s[Math.max(0, Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1))]!;
}

const figure = (name: string, unit: string, runs: number, median: number, p99: number): BenchFigure => ({
  name,
  unit,
  runs,
  median: round(median),
  p99: round(p99),
});

/** Median and p99 of samples; NaN figures (no samples) are left out by the caller. */
const spread = (name: string, unit: string, samples: number[]) =>
  figure(name, unit, samples.length, percentile(samples, 50), percentile(samples, 99));

/** The numbers a run stands for, shared by the figures and the Markdown table. */
export function runNumbers(run: RunResult) {
  const cpuPerMove = run.moves > 0 ? (run.serverCpuSeconds * 1000) / run.moves : NaN;
  const databaseCpuPerMove = run.moves > 0 ? (run.databaseCpuSeconds * 1000) / run.moves : NaN;
  return {
    movesPerSecond: percentile(run.movesPerSecond, 50),
    slowestSecond: run.movesPerSecond.length ? Math.min(...run.movesPerSecond) : NaN,
    roundTripP50: percentile(run.roundTrips, 50),
    roundTripP99: percentile(run.roundTrips, 99),
    cpu: percentile(run.serverCpu, 50),
    cpuP99: percentile(run.serverCpu, 99),
    cpuPerMove,
    databaseCpu: percentile(run.databaseCpu, 50),
    databaseCpuPerMove,
    rss: percentile(run.serverRss, 50),
    rssPeak: run.serverRss.length ? Math.max(...run.serverRss) : NaN,
    databaseRss: percentile(run.databaseRss, 50),
    generatorCpu: percentile(run.generatorCpu, 50),
  };
}

/**
 * What a figure's name starts with. Tic-Tac-Toe figures keep the names they had before there
 * were other loads, so that results compare across runs.
 */
const runTitle = (run: RunResult) =>
  `game server side by side, ${run.load === 'tictactoe' ? '' : `${LOAD_LABELS[run.load]}, `}${run.matches} matches`;

export function runFigures(run: RunResult): BenchFigure[] {
  const prefix = `${runTitle(run)}, ${SERVER_LABELS[run.kind]}:`;
  const n = runNumbers(run);
  const figures = [
    // For a rate the low end matters: the p99 column holds the slowest second of the window.
    figure(`${prefix} moves per second`, 'moves/s', run.movesPerSecond.length, n.movesPerSecond, n.slowestSecond),
    spread(`${prefix} move round trip`, 'ms', run.roundTrips),
    spread(`${prefix} server CPU`, '% CPU', run.serverCpu),
    figure(`${prefix} server CPU per move`, 'ms', 1, n.cpuPerMove, n.cpuPerMove),
    spread(`${prefix} server memory (RSS)`, 'MB', run.serverRss),
  ];
  if (run.kind === 'postgres' && run.databaseCpu.length > 0) {
    figures.push(spread(`${prefix} PostgreSQL CPU (all its processes)`, '% CPU', run.databaseCpu));
    figures.push(figure(`${prefix} PostgreSQL CPU per move`, 'ms', 1, n.databaseCpuPerMove, n.databaseCpuPerMove));
  }
  figures.push(spread(`${prefix} load generators CPU (both)`, '% CPU', run.generatorCpu));
  return figures.filter((f) => Number.isFinite(f.median));
}

const ratio = (a: number, b: number) => (b > 0 && Number.isFinite(a) && Number.isFinite(b) ? a / b : NaN);

/** Tabula's figure divided by stock's, at the same size: > 1 means more (slower, for times). */
export function ratioFigures(tabula: RunResult, stock: RunResult): BenchFigure[] {
  const t = runNumbers(tabula);
  const s = runNumbers(stock);
  const prefix = `${runTitle(tabula)}, ${SERVER_LABELS[tabula.kind as ServerKind]} / stock:`;
  return [
    figure(
      `${prefix} moves per second`,
      'ratio',
      1,
      ratio(t.movesPerSecond, s.movesPerSecond),
      ratio(t.slowestSecond, s.slowestSecond),
    ),
    figure(
      `${prefix} move round trip (median, p99)`,
      'ratio',
      1,
      ratio(t.roundTripP50, s.roundTripP50),
      ratio(t.roundTripP99, s.roundTripP99),
    ),
    figure(`${prefix} server CPU`, 'ratio', 1, ratio(t.cpu, s.cpu), ratio(t.cpuP99, s.cpuP99)),
    figure(`${prefix} server CPU per move`, 'ratio', 1, ratio(t.cpuPerMove, s.cpuPerMove), ratio(t.cpuPerMove, s.cpuPerMove)),
    figure(`${prefix} server memory (median, peak)`, 'ratio', 1, ratio(t.rss, s.rss), ratio(t.rssPeak, s.rssPeak)),
  ].filter((f) => Number.isFinite(f.median));
}

/** The figures of repeated runs, merged by name: the median of their medians and of their p99s, every run counted. */
export function medianFigures(repeats: BenchFigure[][]): BenchFigure[] {
  const byName = new Map<string, BenchFigure[]>();
  for (const figure of repeats.flat()) byName.set(figure.name, [...(byName.get(figure.name) ?? []), figure]);
  return [...byName.values()].map((same) => ({
    ...same[0]!,
    runs: same.reduce((sum, f) => sum + f.runs, 0),
    median: round(median(same.map((f) => f.median))),
    p99: round(median(same.map((f) => f.p99))),
  }));
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: number[]): number {
  const finite = sorted(values.filter(Number.isFinite));
  if (finite.length === 0) return NaN;
  const middle = Math.floor(finite.length / 2);
  return finite.length % 2 ? finite[middle]! : (finite[middle - 1]! + finite[middle]!) / 2;
}
