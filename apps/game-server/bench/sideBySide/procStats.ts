// CPU time and resident memory of processes, read from Linux's /proc (no dependency).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

let ticksPerSecond = 100;
try {
  ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
} catch {
  // 100 on every Linux we know of.
}

interface ProcStat {
  ppid: number;
  /** user + system CPU time in seconds */
  cpuSeconds: number;
}

function readStat(pid: number): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces; the fields after its ')' are fixed.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), cpuSeconds: (Number(fields[11]) + Number(fields[12])) / ticksPerSecond };
  } catch {
    return undefined;
  }
}

/** Resident set size in MB, or undefined once the process is gone. */
export function rssMB(pid: number): number | undefined {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

const allPids = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);

/** The process and all its descendants, as they are right now. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const pid of allPids()) {
    const stat = readStat(pid);
    if (stat) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), pid]);
  }
  const tree: number[] = [];
  const visit = (pid: number) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return tree;
}

/** The PostgreSQL postmaster listening on `port` on this machine, if there is one we can see. */
export function findPostmaster(port: number): number | undefined {
  for (const pid of allPids()) {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (!/postgres$/.test(argv[0] ?? '')) continue;
      if (argv.some((arg, i) => arg === `-p ${port}` || (arg === '-p' && argv[i + 1] === String(port)))) return pid;
    } catch {
      // gone
    }
  }
  return undefined;
}

/**
 * Measures CPU use (% of one core) of a set of processes once per interval, and their summed RSS.
 * `pids` is re-evaluated at each sample, so processes that appear later (database backends) count.
 */
export function sampleProcesses(pids: () => number[], intervalMs = 1000) {
  const cpu: number[] = [];
  const rss: number[] = [];
  let last = new Map<number, number>();
  let lastAt = performance.now();
  let totalSeconds = 0;
  const read = () => {
    const now = new Map<number, number>();
    for (const pid of pids()) {
      const stat = readStat(pid);
      if (stat) now.set(pid, stat.cpuSeconds);
    }
    return now;
  };
  last = read();
  const sample = () => {
    const now = read();
    const at = performance.now();
    let used = 0;
    for (const [pid, seconds] of now) used += seconds - (last.get(pid) ?? seconds);
    totalSeconds += used;
    cpu.push((used / ((at - lastAt) / 1000)) * 100);
    rss.push([...now.keys()].reduce((sum, pid) => sum + (rssMB(pid) ?? 0), 0));
    last = now;
    lastAt = at;
  };
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      // The last part of the window, unless it is too short to say anything.
      if (performance.now() - lastAt > intervalMs / 4) sample();
      return { cpu, rss, cpuSeconds: totalSeconds };
    },
  };
}
