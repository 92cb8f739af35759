// Reads a V8 .cpuprofile (written by `node --cpu-prof`) and sums self time per function and per
// kind of code (a package, PGlite's WebAssembly, Node core, garbage collection...).
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  /** Milliseconds of CPU (everything but idle) in the profile. */
  busyMs: number;
  /** Share of busy time per kind of code, largest first. */
  categories: { name: string; percent: number }[];
  /** Functions with the most self time, largest first. */
  functions: { name: string; where: string; category: string; percent: number }[];
}

function packageOf(url: string): string | undefined {
  const at = url.lastIndexOf('/node_modules/');
  if (at < 0) return undefined;
  const parts = url.slice(at + '/node_modules/'.length).split('/');
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

function categoryOf({ functionName, url }: ProfileNode['callFrame']): string {
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)') return 'V8 / native (program)';
  if (url.startsWith('wasm://')) return "WebAssembly (PGlite's PostgreSQL)";
  const pkg = packageOf(url);
  if (pkg) return pkg;
  if (url.startsWith('node:')) return 'Node.js core';
  if (url.includes('/apps/game-server/')) return 'Tabula game server';
  if (url.includes('/games/') || url.includes('/packages/')) return 'Tabula games and kit';
  if (url === '' && (functionName === 'stringify' || functionName === 'parse')) return 'JSON.stringify / JSON.parse';
  if (url === '') return 'native calls (socket writes, file system, ...)';
  return 'other';
}

function whereOf({ url, lineNumber }: ProfileNode['callFrame']): string {
  if (url === '') return 'builtin';
  if (url.startsWith('wasm://')) return 'wasm';
  const at = url.lastIndexOf('/node_modules/');
  const short = at >= 0 ? url.slice(at + '/node_modules/'.length) : url.replace(/^.*\/(apps|games|packages)\//, '$1/');
  return `${short.replace(/^file:\/\//, '')}:${lineNumber + 1}`;
}

/**
 * Self time per function and per kind of code, counting only the samples taken between `fromMs`
 * and `toMs` after the profile started (the process's start), so start-up and shutdown are left out.
 */
export function summarizeProfile(file: string, fromMs = 0, toMs = Infinity, top = 12): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  let elapsedUs = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    elapsedUs += delta;
    if (elapsedUs >= fromMs * 1000 && elapsedUs <= toMs * 1000) selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
  });

  const categories = new Map<string, number>();
  const functions = new Map<string, { name: string; where: string; category: string; us: number }>();
  let busyUs = 0;
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') continue;
    busyUs += us;
    const category = categoryOf(frame);
    categories.set(category, (categories.get(category) ?? 0) + us);
    const name = frame.functionName || '(anonymous)';
    const where = whereOf(frame);
    const key = `${name}@${where}`;
    const entry = functions.get(key) ?? { name, where, category, us: 0 };
    entry.us += us;
    functions.set(key, entry);
  }
  const percent = (us: number) => Math.round((us / Math.max(busyUs, 1)) * 1000) / 10;
  return {
    busyMs: Math.round(busyUs / 1000),
    categories: [...categories].sort((a, b) => b[1] - a[1]).map(([name, us]) => ({ name, percent: percent(us) })),
    functions: [...functions.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, top)
      .map(({ us, ...rest }) => ({ ...rest, percent: percent(us) })),
  };
}
