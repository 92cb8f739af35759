import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims `<folder>.lock` for this process. An embedded database folder opened by two processes
 * at once gets corrupted, so a second game server on the same DATA_DIR must refuse to start. A lock
 * left by a process that died (a crash, SIGKILL) is taken over. Returns the release function.
 */
export function lockFolder(folder: string): () => void {
  const file = `${folder}.lock`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) {
        const owner = Number(readFileSafe(file));
        throw new Error(
          `${folder} is in use by process ${owner || 'unknown'}: one game server per data folder, or set DATABASE_URL`,
        );
      }
      const owner = Number(readFileSafe(file));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(`${folder} is in use by process ${owner}: one game server per data folder, or set DATABASE_URL`);
      }
      unlinkSafe(file); // stale: its owner is gone
    }
  }
  return () => {
    if (Number(readFileSafe(file)) === process.pid) unlinkSafe(file);
  };
}

function readFileSafe(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

function unlinkSafe(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}
