// Ports of the processes the end-to-end tests start. Chosen once in the main Playwright process and
// kept in the environment, which the workers inherit, so every process agrees. Never 3000/3001/8000.
function portFromEnv(name: string, offset: number): number {
  if (!process.env[name]) process.env[name] = String(20000 + ((process.pid * 7 + offset) % 20000));
  return Number(process.env[name]);
}

export const WEB_PORT = portFromEnv('TABULA_E2E_WEB_PORT', 0);
export const WEB_URL = `http://127.0.0.1:${WEB_PORT}`;
