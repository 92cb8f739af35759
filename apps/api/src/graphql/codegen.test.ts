import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

// In a child process under tsx: see codegen.ts.
test('the generated GraphQL types are up to date with the schema and the web app operations', () => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, 'codegen.ts'), '--check'], {
    cwd: join(__dirname, '..', '..'),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr || `codegen --check exited with ${result.status}`);
}, 60_000);
