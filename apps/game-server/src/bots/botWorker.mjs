// The entry of a bot pool worker thread. Plain JavaScript: a worker thread inherits no TypeScript
// loader (not the --import tsx of the server's process, nor jest's transform), so it registers
// tsx itself, for both module systems (the games' packages are CommonJS TypeScript that import
// their AI lazily), then loads the TypeScript worker.
import { register as registerCommonJs } from 'tsx/cjs/api';
import { register as registerModules } from 'tsx/esm/api';

registerCommonJs();
registerModules();
await import(new URL('./botThread.ts', import.meta.url).href);
