// CPU time of the API process (found among this process's own descendants by its command line)
// and of this load-generating process, so each load step can say which side was busy.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // Linux USER_HZ

interface ProcStat {
  pid: number;
  ppid: number;
  /** utime + stime, in ticks. */
  ticks: number;
}

function readStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may contain spaces: split after its closing one.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { pid, ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

function descendants(root: number): number[] {
  let all: ProcStat[];
  try {
    all = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map((name) => readStat(Number(name)))
      .filter((stat): stat is ProcStat => stat !== null);
  } catch {
    return [];
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const stat of all) {
      if (stat.ppid === parent) {
        found.push(stat.pid);
        queue.push(stat.pid);
      }
    }
  }
  return found;
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

/** The API's processes (the tsx wrapper and the server): descendants running src/main.ts, not the game server. */
export function apiProcesses(): number[] {
  return descendants(process.pid).filter((pid) => {
    const command = commandLine(pid);
    return command.includes('src/main.ts') && !command.includes('game-server');
  });
}

export interface CpuMeter {
  /** Percent of one core used since start, by the API and by this process. */
  stop(): { api: number; loader: number };
}

export function startCpuMeter(apiPids: number[]): CpuMeter {
  const ticks = () => apiPids.reduce((sum, pid) => sum + (readStat(pid)?.ticks ?? 0), 0);
  const startTicks = ticks();
  const startOwn = process.cpuUsage();
  const startedAt = process.hrtime.bigint();
  return {
    stop() {
      const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
      const own = process.cpuUsage(startOwn);
      const api = (ticks() - startTicks) / TICKS_PER_SECOND / seconds;
      const loader = (own.user + own.system) / 1e6 / seconds;
      return { api: Math.round(api * 100), loader: Math.round(loader * 100) };
    },
  };
}
