import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports';
import { readOrCreateSecret } from './secrets';

describe('readOrCreateSecret', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'tabula-secret-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates a private random secret on first use (folders included) and returns the same one later', () => {
    const file = join(dir, 'data', 'jwt-secret');
    const secret = readOrCreateSecret(file);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readOrCreateSecret(file)).toBe(secret);
    expect(readOrCreateSecret(join(dir, 'other'))).not.toBe(secret);
    expect(readdirSync(join(dir, 'data'))).toEqual(['jwt-secret']);
  });

  it('keeps a secret another process wrote first, and refuses an empty file with a clear message', () => {
    writeFileSync(join(dir, 'shared'), 'set-by-the-game-server\n');
    expect(readOrCreateSecret(join(dir, 'shared'))).toBe('set-by-the-game-server');
    writeFileSync(join(dir, 'empty'), '  \n');
    expect(() => readOrCreateSecret(join(dir, 'empty'))).toThrow('empty: delete it or set the secret in the environment');
  });
});

describe('freePort', () => {
  it('gives a port a server can listen on', async () => {
    const port = await freePort();
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    expect((server.address() as net.AddressInfo).port).toBe(port);
    await new Promise((resolve) => server.close(resolve));
  });
});
