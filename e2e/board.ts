import { expect, type Page } from '@playwright/test';

const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

/** The Tic-Tac-Toe board as a person reads it: each square's mark name, or null when empty. */
export async function readBoard(page: Page): Promise<Array<string | null>> {
  const labels = await page
    .getByRole('gridcell')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? ''));
  return labels.map((label) => {
    const state = label.split(', ').slice(1).join(', ');
    return state === 'empty' ? null : state;
  });
}

export function lineOwner(cells: Array<string | null>): string | null {
  for (const [a, b, c] of LINES) {
    const mark = cells[a!];
    if (mark && mark === cells[b!] && mark === cells[c!]) return mark;
  }
  return null;
}

/** A cell that wins for `mark` now, or blocks the other side, or the centre, or the first empty one. */
export function pickCell(cells: Array<string | null>, mark: string): number {
  const empty = cells.flatMap((cell, index) => (cell === null ? [index] : []));
  const completes = (who: (m: string | null) => boolean) =>
    empty.find((index) =>
      LINES.some((line) => line.includes(index) && line.filter((i) => i !== index).every((i) => who(cells[i]!))),
    );
  return completes((m) => m === mark) ?? completes((m) => m !== null && m !== mark) ?? (cells[4] === null ? 4 : empty[0]!);
}

export async function clickCell(page: Page, index: number) {
  await page.getByTestId(`cell-${index}`).click();
  await expect(page.getByTestId(`cell-${index}`)).not.toHaveAttribute('aria-label', /, empty$/);
}
