// One measurement: a fresh server of one kind, load generator processes that open `matches`
// concurrent matches and keep them playing, a warm-up, then a fixed window in which round trips,
// moves and the CPU and memory of the server (and of the load generators) are recorded.
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { join } from 'node:path';
import type { LoadName } from './loads';
import type { GeneratorConfig, GeneratorMessage, GeneratorReport, ParentMessage } from './protocol';
import { sampleProcesses } from './procStats';
import { startServer, type ServerKind } from './servers';

export interface RunSettings {
  generators: number;
  thinkMs: number;
  warmupMs: number;
  windowMs: number;
  /** How long opening all matches may take before the window starts anyway. */
  rampTimeoutMs: number;
  /** Seeds the load generators' move choices (generator i uses seed + i). */
  seed: number;
  postgresUrl?: string;
  profileDir?: string;
}

export interface RunResult {
  kind: ServerKind;
  load: LoadName;
  matches: number;
  /** Matches actually open when the warm-up began (may fall short of `matches`). */
  openedBeforeWindow: number;
  rampSeconds: number;
  roundTrips: number[];
  /** Moves acknowledged per whole second of the window, all generators together. */
  movesPerSecond: number[];
  moves: number;
  matchesOpened: number;
  errors: number;
  errorSamples: string[];
  serverCpu: number[];
  serverRss: number[];
  serverCpuSeconds: number;
  databaseCpu: number[];
  databaseRss: number[];
  databaseCpuSeconds: number;
  generatorCpu: number[];
  /** The worst of the generators' event loop delay p99 in the window, ms. */
  generatorLoopDelayP99: number;
  windowSeconds: number;
  /** PostgreSQL transactions committed in the window (each SQL statement of the game server is one). */
  databaseTransactions?: number;
  /** The machine's 1-minute load average when the window ended (other work on the machine shows here). */
  loadAverage: number;
  /** When the window began and ended, in ms after the server process was started (for its CPU profile). */
  windowSinceSpawnMs: [number, number];
  /** Which of the repeated runs of its case this is (0 for the first, and for a profile run). */
  repeat?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startGenerator(config: GeneratorConfig): Promise<ChildProcess> {
  const child = fork(join(__dirname, 'loadGenerator.ts'), [JSON.stringify(config)], {
    execArgv: ['--import', 'tsx'],
    // Production mode keeps boardgame.io's client from logging every refused move.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`load generator exited (${code}) before it was ready`)));
    child.once('message', (message: GeneratorMessage) => {
      if (message.type === 'ready') resolve(child);
    });
  });
}

function nextMessage<T extends GeneratorMessage['type']>(child: ChildProcess, type: T, timeoutMs: number) {
  return new Promise<Extract<GeneratorMessage, { type: T }> | undefined>((resolve) => {
    const timer = setTimeout(() => {
      child.off('message', listener);
      resolve(undefined);
    }, timeoutMs);
    const listener = (message: GeneratorMessage) => {
      if (message.type !== type) return;
      clearTimeout(timer);
      child.off('message', listener);
      resolve(message as Extract<GeneratorMessage, { type: T }>);
    };
    child.on('message', listener);
  });
}

const send = (child: ChildProcess, message: ParentMessage) => child.send(message);

export async function measureRun(kind: ServerKind, load: LoadName, matches: number, settings: RunSettings): Promise<RunResult> {
  const spawnedAt = performance.now();
  const server = await startServer(kind, { postgresUrl: settings.postgresUrl, profileDir: settings.profileDir });
  const generators: ChildProcess[] = [];
  try {
    const config = (index: number): GeneratorConfig => ({
      url: server.url,
      secret: server.secret,
      load,
      seed: settings.seed + index,
      thinkMs: settings.thinkMs,
      openConcurrency: 16,
      timeoutMs: 30_000,
    });
    const count = Math.max(1, Math.min(settings.generators, matches));
    for (let i = 0; i < count; i += 1) generators.push(await startGenerator(config(i)));
    const shares = generators.map((_, i) => Math.floor(matches / count) + (i < matches % count ? 1 : 0));
    const rampStart = performance.now();
    const opened = generators.map((child) => nextMessage(child, 'opened', settings.rampTimeoutMs));
    generators.forEach((child, i) => send(child, { type: 'target', matches: shares[i]! }));
    await Promise.all(opened);
    const rampSeconds = (performance.now() - rampStart) / 1000;
    await sleep(settings.warmupMs);

    const serverSampler = sampleProcesses(() => [server.pid]);
    const databaseSampler = sampleProcesses(() => server.databasePids());
    const generatorSampler = sampleProcesses(() => generators.map((g) => g.pid!));
    const transactionsBefore = await server.databaseTransactions?.();
    const windowStart = performance.now();
    generators.forEach((child) => send(child, { type: 'measure' }));
    await sleep(settings.windowMs);
    const reports = generators.map((child) => nextMessage(child, 'report', 60_000));
    generators.forEach((child) => send(child, { type: 'report' }));
    const windowEnd = performance.now();
    const windowSeconds = (windowEnd - windowStart) / 1000;
    const serverStats = serverSampler.stop();
    const databaseStats = databaseSampler.stop();
    const generatorStats = generatorSampler.stop();
    const loadAverage = os.loadavg()[0]!;
    const transactionsAfter = await server.databaseTransactions?.();
    const received = (await Promise.all(reports)).map((m) => m?.report).filter((r): r is GeneratorReport => !!r);

    const wholeSeconds = Math.floor(settings.windowMs / 1000);
    const movesPerSecond = Array.from({ length: wholeSeconds }, (_, s) =>
      received.reduce((sum, r) => sum + (r.movesPerSecond[s] ?? 0), 0),
    );
    return {
      kind,
      load,
      matches,
      openedBeforeWindow: received.reduce((sum, r) => sum + r.openAtStart, 0),
      rampSeconds,
      roundTrips: received.flatMap((r) => r.roundTrips),
      movesPerSecond,
      moves: received.reduce((sum, r) => sum + r.roundTrips.length, 0),
      matchesOpened: received.reduce((sum, r) => sum + r.matchesOpened, 0),
      errors: received.reduce((sum, r) => sum + r.errors, 0) + (generators.length - received.length),
      errorSamples: received.flatMap((r) => r.errorSamples).slice(0, 5),
      serverCpu: serverStats.cpu,
      serverRss: serverStats.rss,
      serverCpuSeconds: serverStats.cpuSeconds,
      databaseCpu: databaseStats.cpu,
      databaseRss: databaseStats.rss,
      databaseCpuSeconds: databaseStats.cpuSeconds,
      generatorCpu: generatorStats.cpu,
      generatorLoopDelayP99: Math.max(...received.map((r) => r.loopDelayP99)),
      windowSeconds,
      databaseTransactions:
        transactionsBefore !== undefined && transactionsAfter !== undefined ? transactionsAfter - transactionsBefore : undefined,
      loadAverage,
      windowSinceSpawnMs: [windowStart - spawnedAt, windowEnd - spawnedAt],
    };
  } finally {
    for (const child of generators) {
      if (child.connected) send(child, { type: 'stop' });
    }
    await Promise.all(
      generators.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
          }),
      ),
    );
    await server.stop();
  }
}
