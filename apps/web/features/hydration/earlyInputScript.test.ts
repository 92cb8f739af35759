/** @jest-environment jsdom */
import { earlyInputScript } from './earlyInputScript';
import { REPLAY_GLOBAL } from './laterScripts';

const SOURCES = ['/_next/static/chunks/runtime.js', '/_next/static/chunks/react.js', '/_next/static/chunks/page.js'];

type PageWindow = Window & typeof globalThis & { [REPLAY_GLOBAL]?: (ready: Promise<void>) => void };

/** The page is hydrated and its lazy parts have mounted: what was held is replayed. */
async function replay(win: PageWindow, tick: (ms: number) => void, ready: Promise<void> = Promise.resolve()) {
  win[REPLAY_GLOBAL]!(ready);
  await ready;
  // The page's own promise machinery (another window) takes a few turns to run the replay.
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  tick(0);
}

interface Page {
  win: PageWindow;
  doc: Document;
  /** The script sources added to the page so far. */
  added(): string[];
  /** Lets `ms` pass on the page's timers. */
  tick(ms: number): void;
  /** The browser has nothing to do: runs what waits for idle time. */
  idle(): void;
}

/**
 * A fresh page (an iframe, so each test has its own window listeners) running the early-input
 * script, with its timers and idle callbacks in the test's hands.
 */
function pageWith(body: string): Page {
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  const win = frame.contentWindow as PageWindow;
  const doc = frame.contentDocument!;
  doc.body.innerHTML = body;
  let now = 0;
  let timers: { run: () => void; at: number }[] = [];
  const idleCallbacks: (() => void)[] = [];
  win.setTimeout = ((run: () => void, ms = 0) => timers.push({ run, at: now + ms })) as unknown as typeof setTimeout;
  win.requestIdleCallback = (run) => idleCallbacks.push(() => run({ didTimeout: false, timeRemaining: () => 50 }));
  const tick = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((timer) => timer !== due);
      now = due.at;
      due.run();
    }
    now = end;
  };
  // jsdom would fetch the added scripts: record them instead.
  const added: string[] = [];
  const append = doc.head.appendChild.bind(doc.head);
  doc.head.appendChild = <T extends Node>(node: T): T => {
    if (node instanceof win.HTMLScriptElement && node.src) {
      added.push(`${new URL(node.src).pathname}${node.async ? ' async' : ''}`);
      return node;
    }
    return append(node);
  };
  const script = doc.createElement('script');
  script.textContent = earlyInputScript(SOURCES);
  append(script);
  if (doc.readyState !== 'complete') win.dispatchEvent(new win.Event('load'));
  return { win, doc, added: () => added, tick, idle: () => idleCallbacks.splice(0).forEach((run) => run()) };
}

function click(win: PageWindow, target: Element) {
  target.dispatchEvent(new win.MouseEvent('pointerdown', { bubbles: true }));
  const event = new win.MouseEvent('click', { bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

/** The ids of the elements among `ids` whose own click handlers ran, in order (links do not navigate). */
function clicksReaching(doc: Document, ids: string[]): string[] {
  const seen: string[] = [];
  for (const id of ids)
    doc.getElementById(id)!.addEventListener('click', (event) => {
      seen.push(id);
      event.preventDefault();
    });
  return seen;
}

describe('earlyInputScript', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('adds the page scripts in order, not async, on the first touch and not before', () => {
    const { win, doc, added } = pageWith('<button id="b">Go</button>');
    expect(added()).toEqual([]);
    doc.getElementById('b')!.dispatchEvent(new win.MouseEvent('pointerdown', { bubbles: true }));
    expect(added()).toEqual(SOURCES);
    doc.body.dispatchEvent(new win.KeyboardEvent('keydown', { bubbles: true }));
    expect(added()).toHaveLength(SOURCES.length);
  });

  it('adds nothing while the visitor only reads, however long', () => {
    const { added, tick, idle } = pageWith('<p>Games</p>');
    idle();
    tick(60_000);
    expect(added()).toEqual([]);
  });

  it('holds clicks on buttons and links until the page is hydrated, then replays them in order', async () => {
    const { win, doc, tick } = pageWith('<button id="hard">Hard</button><a id="start" href="/play/chess/AI">Start</a>');
    const seen = clicksReaching(doc, ['hard', 'start']);
    const linkClick = click(win, doc.getElementById('hard')!) && click(win, doc.getElementById('start')!);
    expect(linkClick.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    await replay(win, tick);
    expect(seen).toEqual(['hard', 'start']);
    // Hydrated: clicks are no longer held.
    click(win, doc.getElementById('hard')!);
    expect(seen).toEqual(['hard', 'start', 'hard']);
  });

  it('holds what is clicked while the earlier clicks wait for their replay, and only then lets clicks through', async () => {
    const { win, doc, tick } = pageWith('<button id="three">3</button><a id="start" href="/play/reversi/local">Start</a>');
    const seen = clicksReaching(doc, ['three', 'start']);
    click(win, doc.getElementById('three')!);
    let partsSettled: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => {
      partsSettled = resolve;
    });
    win[REPLAY_GLOBAL]!(ready);
    // React listens now, but the player count has not been replayed yet: the link waits behind it.
    expect(click(win, doc.getElementById('start')!).defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    partsSettled();
    await replay(win, tick, ready);
    tick(0);
    expect(seen).toEqual(['three', 'start']);
    click(win, doc.getElementById('start')!);
    expect(seen).toEqual(['three', 'start', 'start']);
  });

  it('undoes a switch turned before hydration and turns it again once hydrated, holding the link after it', async () => {
    const { win, doc, tick } = pageWith(
      '<input id="capture" type="checkbox" role="switch" checked /><a id="room" href="/online">Room</a>',
    );
    const capture = doc.getElementById('capture') as HTMLInputElement;
    const seen: string[] = [];
    capture.addEventListener('click', () => seen.push(`switch ${capture.checked ? 'on' : 'off'}`));
    doc.getElementById('room')!.addEventListener('click', (event) => {
      seen.push('room');
      event.preventDefault();
    });
    click(win, capture);
    expect(capture.checked).toBe(true);
    expect(click(win, doc.getElementById('room')!).defaultPrevented).toBe(true);
    await replay(win, tick);
    expect(seen).toEqual(['switch off', 'room']);
    expect(capture.checked).toBe(false);
  });

  it('sends a select changed before hydration a change event again once hydrated', async () => {
    const { win, doc, tick } = pageWith(
      '<select id="lang"><option value="en">English</option><option value="de">Deutsch</option></select>',
    );
    const select = doc.getElementById('lang') as HTMLSelectElement;
    select.value = 'de';
    select.dispatchEvent(new win.Event('change', { bubbles: true }));
    const values: string[] = [];
    select.addEventListener('change', () => values.push(select.value));
    await replay(win, tick);
    expect(values).toEqual(['de']);
  });

  it('replays a form submitted before hydration', async () => {
    const { win, doc, tick } = pageWith('<form id="search"><input name="q" value="chess" /></form>');
    const form = doc.getElementById('search') as HTMLFormElement;
    const submitted: string[] = [];
    form.addEventListener('submit', (event) => {
      submitted.push(new win.FormData(form).get('q') as string);
      event.preventDefault();
    });
    const early = new win.Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(submitted).toEqual([]);
    await replay(win, tick);
    expect(submitted).toEqual(['chess']);
  });

  it("waits for the page's late parts before replaying", async () => {
    const { win, doc, tick } = pageWith('<button id="rounds">Rounds</button>');
    const seen: string[] = [];
    doc.getElementById('rounds')!.addEventListener('click', () => seen.push('rounds'));
    click(win, doc.getElementById('rounds')!);
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    win[REPLAY_GLOBAL]!(settled);
    tick(0);
    expect(seen).toEqual([]);
    settle();
    await replay(win, tick, settled);
    expect(seen).toEqual(['rounds']);
  });

  it('lets a link clicked before anything else go at once, as plain HTML', () => {
    const { win, doc } = pageWith('<a id="chess" href="/play/chess">Chess</a>');
    expect(click(win, doc.getElementById('chess')!).defaultPrevented).toBe(false);
  });

  it('stops holding clicks when the scripts never arrive (offline), so links work as plain HTML', () => {
    const { win, doc, tick } = pageWith('<button id="hard">Hard</button>');
    expect(click(win, doc.getElementById('hard')!).defaultPrevented).toBe(true);
    tick(10_000);
    expect(click(win, doc.getElementById('hard')!).defaultPrevented).toBe(false);
  });
});
