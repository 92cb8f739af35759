import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

// axe-core (the engine behind Lighthouse's accessibility score) over the site's screens and every
// game's board, in English and once in Portuguese. Experimental rules are left out, as Lighthouse does.
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const byTestId = (id: string) => (page: Page) => page.getByTestId(id).first();

const PAGES: Array<{ path: string; ready: (page: Page) => Locator }> = [
  { path: '/', ready: byTestId('game-card-tictactoe') },
  { path: '/about', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/play/tictactoe', ready: byTestId('mode-AI') },
  { path: '/play/tictactoe/AI', ready: byTestId('cell-0') },
  { path: '/play/tictactoeplus/local', ready: byTestId('cell-0') },
  { path: '/play/fourinarow/local', ready: byTestId('turn-indicator') },
  { path: '/play/checkers/local', ready: byTestId('turn-indicator') },
  { path: '/play/bashni/AI', ready: byTestId('turn-indicator') },
  { path: '/play/reversi/local', ready: byTestId('turn-indicator') },
  { path: '/play/chess/local', ready: byTestId('turn-indicator') },
  { path: '/play/sixtysix/AI', ready: byTestId('turn-indicator') },
  { path: '/play/skat/AI', ready: byTestId('turn-indicator') },
  { path: '/play/schafkopf/AI', ready: byTestId('turn-indicator') },
  { path: '/play/rota/local', ready: byTestId('turn-indicator') },
  { path: '/play/ninemensmorris/local', ready: byTestId('turn-indicator') },
  { path: '/play/mancala/local', ready: byTestId('turn-indicator') },
  { path: '/play/memorymatch/local', ready: byTestId('turn-indicator') },
  { path: '/play/hangman/local', ready: (page) => page.getByRole('button', { name: /^I am / }) },
  { path: '/play/bullsAndCows/AI', ready: byTestId('status') },
  { path: '/pt/jogar/xadrez', ready: byTestId('mode-AI') },
  { path: '/lobby', ready: (page) => page.getByRole('heading', { level: 1 }) },
];

interface Violation {
  id: string;
  help: string;
  nodes: Array<{ html: string }>;
}

for (const { path, ready } of PAGES) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const result = await (window as unknown as { axe: { run: () => Promise<{ violations: Violation[] }> } }).axe.run();
      return result.violations.map((v) => ({
        id: v.id,
        help: v.help,
        nodes: v.nodes.slice(0, 3).map((n) => ({ html: n.html.slice(0, 200) })),
      }));
    });
    expect(violations).toEqual([]);
  });
}
