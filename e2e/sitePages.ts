import type { Locator, Page } from '@playwright/test';

// The site's screens and a page of every game's board (on one device or against the computer), each
// with what shows it is ready: the accessibility and phone-layout specs go through all of them.
const byTestId = (id: string) => (page: Page) => page.getByTestId(id).first();

export const SITE_PAGES: Array<{ path: string; ready: (page: Page) => Locator }> = [
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
  { path: '/play/cornerus/local', ready: byTestId('turn-indicator') },
  { path: '/play/seabattle/AI', ready: byTestId('random-fleet') },
  { path: '/play/soupofletters/local', ready: byTestId('soup-grid') },
  { path: '/pt/jogar/xadrez', ready: byTestId('mode-AI') },
  { path: '/lobby', ready: (page) => page.getByRole('heading', { level: 1 }) },
];
