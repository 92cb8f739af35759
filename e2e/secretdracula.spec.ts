import { expect, type Page, test } from '@playwright/test';

// Secret Dracula (in development) against the computer: one person and four computer players play
// a whole game on a phone. Whatever the person is asked (nominate a Priest, vote, discard as Mayor
// or Priest, use a power, answer a veto), the test answers with a choice the page offers, until the
// game-over panel names the winning side. Along the way it checks what the person reads: their own
// role, every ballot revealed at once after a vote (never one before the others), and the policy
// tracks only ever moving on.
//
// SECRET_DRACULA_SCREENSHOTS=<folder> also saves each kind of step, at 360 px and at desktop width.

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };

/** What the page shows at one instant (read in a single evaluation, so the parts agree). */
interface Scene {
  over: boolean;
  reason: string;
  identity: string;
  /** The person's vote buttons are shown, and whether one of them is already pressed. */
  voting: boolean;
  voted: boolean;
  /** Seats the person may click now (their data-testid). */
  pickable: string[];
  /** The names of the other action buttons on offer: discards, veto, Done. */
  actions: string[];
  /** Seats showing a Yes or No ballot, and the counts of the last vote's caption. */
  ballotsShown: number;
  lastVote: { yes: number; no: number } | null;
  /** The counts the tracks' captions read, and the boxes drawn filled. */
  garlic: number;
  blood: number;
  garlicBoxes: number;
  bloodBoxes: number;
  /** Role names shown on the seats. */
  rolesShown: number;
  dead: boolean;
  scrollWidth: number;
}

const readScene = (page: Page): Promise<Scene> =>
  page.evaluate(() => {
    const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`);
    const text = (element: Element | null) => element?.textContent ?? '';
    const board = byTestId('secretDracula-board');
    const vote = byTestId('secretDracula-vote');
    const seats = Array.from(byTestId('secretDracula-seats')?.querySelectorAll('[data-testid^="seat-"]') ?? []);
    const lines = (seat: Element) => Array.from(seat.querySelectorAll(':scope > div')).map((line) => text(line));
    const lastVote = text(byTestId('secretDracula-last-vote')).match(/(\d+) Yes, (\d+) No/);
    const tracks = byTestId('secretDracula-tracks');
    const grids = Array.from(tracks?.children ?? []).filter((child) => child.querySelector('[data-filled]'));
    const filled = (grid: Element | undefined) => grid?.querySelectorAll('[data-filled="true"]').length ?? 0;
    const count = (pattern: RegExp) => Number(text(tracks).match(pattern)?.[1] ?? -1);
    const identity = text(byTestId('secretDracula-identity'));
    return {
      over: byTestId('game-over') !== null,
      reason: text(byTestId('game-over')),
      identity,
      voting: vote !== null,
      voted: vote !== null && vote.querySelector('[aria-pressed="true"]') !== null,
      pickable: seats.filter((seat) => seat.getAttribute('role') === 'button').map((seat) => seat.getAttribute('data-testid')!),
      actions: Array.from(board?.querySelectorAll('button:not([disabled])') ?? [])
        .map((button) => button.getAttribute('aria-label') ?? text(button))
        .filter((name) =>
          /^(Discard (Garlic|Blood)|Propose a veto|Agree to the veto|Refuse: the Priest must enact|Done)$/.test(name),
        ),
      ballotsShown: seats.filter((seat) => lines(seat).some((line) => line === 'Yes' || line === 'No')).length,
      lastVote: lastVote ? { yes: Number(lastVote[1]), no: Number(lastVote[2]) } : null,
      garlic: count(/Garlic policies: (\d+) of 5/),
      blood: count(/Blood policies: (\d+) of 6/),
      garlicBoxes: filled(grids[0]),
      bloodBoxes: filled(grids[1]),
      rolesShown: seats.filter((seat) => lines(seat).some((line) => /^(Villager|Vampire|Dracula)$/.test(line))).length,
      dead: identity.includes('You have been executed'),
      scrollWidth: document.documentElement.scrollWidth,
    };
  });

type Step = 'over' | 'vote' | 'seat' | 'action';

const stepOf = (scene: Scene): Step | undefined => {
  if (scene.over) return 'over';
  if (scene.voting && !scene.voted) return 'vote';
  if (scene.pickable.length > 0) return 'seat';
  if (scene.actions.length > 0) return 'action';
  return undefined;
};

/** The person's choice among the buttons on offer: a villager discards blood, a vampire garlic. */
function chooseAction(actions: string[], villager: boolean): string {
  const prefer = villager
    ? ['Discard Blood', 'Propose a veto', 'Agree to the veto', 'Done']
    : ['Discard Garlic', 'Refuse: the Priest must enact', 'Done'];
  return prefer.find((name) => actions.includes(name)) ?? actions[0]!;
}

test('Secret Dracula: one person against four computer players plays a whole game on a phone', async ({ page }) => {
  test.setTimeout(240_000);
  const shots = process.env.SECRET_DRACULA_SCREENSHOTS;
  const shot = new Set<string>();
  const screenshot = async (name: string) => {
    if (!shots || shot.has(name)) return;
    shot.add(name);
    await page.screenshot({ path: `${shots}/${name}-360.png`, fullPage: true });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: `${shots}/${name}-desktop.png`, fullPage: true });
    await page.setViewportSize(PHONE);
  };

  await page.setViewportSize(PHONE);
  await page.goto('/play/secretDracula/AI?players=5&level=normal');
  await expect(page.getByTestId('secretDracula-board')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('secretDracula-seats').locator('[data-testid^="seat-"]')).toHaveCount(5);

  // The person reads their own role; a villager sees no other role, a vampire or Dracula (at five
  // players) sees all five seats' roles.
  const identity = page.getByTestId('secretDracula-identity');
  await expect(identity).toHaveText(/^You are (a villager|a vampire|Dracula)/, { timeout: 30_000 });
  const villager = (await identity.textContent())!.startsWith('You are a villager');
  const first = await readScene(page);
  expect(first.rolesShown).toBe(villager ? 1 : 5);
  await screenshot('start');

  let previous = first;
  let revealSeen = false;
  let ballotsCast = 0;
  const answered = new Map<string, number>();
  for (let steps = 0; steps < 200; steps += 1) {
    let scene = previous;
    let step: Step | undefined;
    await expect(async () => {
      scene = await readScene(page);
      // Ballots are revealed together: while a vote is open no seat shows one, and afterwards
      // every voter's ballot is shown at once, as many as the last vote's counts.
      if (scene.voting && !scene.over) expect(scene.ballotsShown, 'no ballot shown during a vote').toBe(0);
      else if (scene.ballotsShown > 0) {
        expect(scene.lastVote).not.toBeNull();
        expect(scene.ballotsShown, 'every ballot revealed at once').toBe(scene.lastVote!.yes + scene.lastVote!.no);
        revealSeen = true;
      }
      // The tracks never go back, and each caption matches its filled boxes.
      expect(scene.garlic).toBeGreaterThanOrEqual(previous.garlic);
      expect(scene.blood).toBeGreaterThanOrEqual(previous.blood);
      expect([scene.garlicBoxes, scene.bloodBoxes]).toEqual([scene.garlic, scene.blood]);
      expect(scene.scrollWidth, 'nothing wider than the phone').toBeLessThanOrEqual(PHONE.width);
      step = stepOf(scene);
      expect(step, 'the game is over, or the person is asked something').toBeDefined();
    }).toPass({ timeout: 90_000 });
    previous = scene;
    if (step === 'over') break;

    const board = page.getByTestId('secretDracula-board');
    if (step === 'vote') {
      await screenshot('vote');
      // Yes mostly, and No every third vote, so both ballots are cast.
      ballotsCast += 1;
      const ballot = ballotsCast % 3 === 0 ? 'No' : 'Yes';
      await page.getByTestId('secretDracula-vote').getByRole('button', { name: ballot, exact: true }).click();
      answered.set('vote', (answered.get('vote') ?? 0) + 1);
      // The vote is taken: the button stays pressed until the last ballot is in and the vote closes.
      await expect(async () => {
        const after = await readScene(page);
        expect(after.over || !after.voting || after.voted).toBe(true);
      }).toPass({ timeout: 30_000 });
    } else if (step === 'seat') {
      const detail = (await page.getByTestId('turn-detail').textContent()) ?? 'seat';
      await screenshot(`seat-${detail.replace(/[^A-Za-z]+/g, '-')}`);
      await board.getByTestId(scene.pickable[0]!).click();
      answered.set(detail, (answered.get(detail) ?? 0) + 1);
      await expect.poll(async () => (await readScene(page)).pickable.join(), { timeout: 30_000 }).not.toBe(scene.pickable.join());
    } else {
      const name = chooseAction(scene.actions, villager);
      await screenshot(`action-${name.split(/[ :]/)[0]}`);
      // Cards of a kind are alike: any button of that name will do.
      await board.getByRole('button', { name, exact: true }).first().click();
      answered.set(name, (answered.get(name) ?? 0) + 1);
      await expect.poll(async () => (await readScene(page)).actions.join(), { timeout: 30_000 }).not.toBe(scene.actions.join());
    }
  }

  // The game-over panel names the winning side, and the tracks show how it was won.
  const gameOver = page.getByTestId('game-over');
  await expect(gameOver).toBeVisible();
  const end = await readScene(page);
  const side = end.reason.match(/the (villagers|vampires) win/)?.[1];
  expect(side, 'the winning side is named').toBeDefined();
  // A side wins together: the person shares the win exactly when their side won.
  await expect(gameOver.getByRole('heading')).toHaveText(
    (side === 'villagers') === villager ? /^You (share the win|won)!$/ : 'You lost',
  );
  if (end.reason.includes('Five garlic policies')) expect(end.garlic).toBe(5);
  if (end.reason.includes('Six blood policies')) expect(end.blood).toBe(6);
  // Every role is shown once the game is over.
  expect(end.rolesShown).toBe(5);
  // The person was asked to vote, and saw a vote's ballots revealed; the tracks moved on.
  expect(answered.get('vote') ?? 0).toBeGreaterThan(0);
  expect(revealSeen).toBe(true);
  expect(end.garlic + end.blood).toBeGreaterThan(0);
  await screenshot('over');
  expect(end.scrollWidth).toBeLessThanOrEqual(PHONE.width);
  console.log(`Secret Dracula e2e: answered ${JSON.stringify(Object.fromEntries(answered))}; ${end.reason}`);
});
