import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lockFolder } from './folderLock';

describe('lockFolder', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'tabula-gs-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a folder another live process holds', () => {
    const folder = join(dir, 'db');
    writeFileSync(`${folder}.lock`, String(process.ppid));
    expect(() => lockFolder(folder)).toThrow(/in use by process/);
  });

  it('takes over the lock of a process that died, and releases it', () => {
    const folder = join(dir, 'db');
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(`${folder}.lock`, dead.stdout);
    const release = lockFolder(folder);
    expect(readFileSync(`${folder}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
  });
});
