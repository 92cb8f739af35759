import { screen } from '@testing-library/react';
import type { Game } from 'boardgame.io';
import { Local } from 'boardgame.io/multiplayer';
import type { BoardModule, RulesModule, ScreenLayout } from '@tabula/game-kit';
import online from '../../locales/en/online.json';
import { renderInLanguage } from '../i18n/testI18n';
import { MatchClient } from './MatchClient';

const game: Game = { name: 'layout-test', setup: () => ({}), moves: { noop: () => undefined } };
const Board = () => <p>the table</p>;
const players = [
  { playerID: '0', name: 'Ana' },
  { playerID: '1', name: 'Bea' },
];

// A desktop: every media query (min-width: ...) matches.
function onDesktop(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }),
  });
}

function renderMatch(layout?: ScreenLayout) {
  const module: RulesModule & BoardModule = { game, Board, layout };
  renderInLanguage(
    <MatchClient
      code="layout-test"
      module={module}
      gameArgs={{ mode: 'OnlineFriend', players }}
      multiplayer={Local()}
      matchID={`match-${layout ?? 'default'}`}
      playerID="0"
    />,
    'en',
    { online },
  );
}

// The page (the body) and the page column around the match, as a browser lays them out.
function onPage({ pageWidth, columnLeft, columnWidth }: { pageWidth: number; columnLeft: number; columnWidth: number }) {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return (this === document.body ? { left: 0, width: pageWidth } : { left: columnLeft, width: columnWidth }) as DOMRect;
  });
}

const rowOf = async () => (await screen.findByText('the table')).closest('[data-layout]');

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('MatchClient on a desktop', () => {
  beforeEach(() => onDesktop(true));

  it('gives a card game a row as wide as the page (up to 1584 px), out of the 1152 px page column, with the players beside the table', async () => {
    // A 1366 px window less its scroll bar; the page column centred in it.
    onPage({ pageWidth: 1351, columnLeft: 99.5, columnWidth: 1152 });
    renderMatch('cardTable');
    const row = await rowOf();
    expect(row).toHaveAttribute('data-layout', 'cardTable');
    expect(row).toHaveStyle({ width: '1303px', marginLeft: '-75px' });
    expect(screen.getByRole('heading', { name: 'Players' })).toBeInTheDocument();
  });

  it('keeps the card table clear of the chat docked beside the page', async () => {
    // The open chat gives the page a 360 px right margin: the page column fills what is left.
    onPage({ pageWidth: 991, columnLeft: 24, columnWidth: 943 });
    renderMatch('cardTable');
    expect(await rowOf()).toHaveStyle({ width: '943px', marginLeft: '0px' });
  });

  it("gives a card game the page column's width where nothing is laid out", async () => {
    renderMatch('cardTable');
    const row = getComputedStyle((await rowOf())!);
    expect([row.width, row.marginLeft]).toEqual(['', '']);
  });

  it("keeps a board game's column to the window's height (the square-board rule), with the players beside it", async () => {
    renderMatch();
    const row = await rowOf();
    expect(row).toHaveAttribute('data-layout', 'squareBoard');
    expect(row).toHaveStyle({ gridTemplateColumns: 'minmax(0, max(500px, min(960px, calc(100vh - 180px)))) 280px' });
    expect(screen.getByRole('heading', { name: 'Players' })).toBeInTheDocument();
  });
});

describe('MatchClient on a phone', () => {
  beforeEach(() => onDesktop(false));

  it('shows a card table in the page column, the players folded into badges above it', async () => {
    renderMatch('cardTable');
    const table = await screen.findByText('the table');
    expect(screen.queryByRole('heading', { name: 'Players' })).not.toBeInTheDocument();
    const badges = screen.getByRole('region', { name: 'Players' });
    expect(badges.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(table.closest('[data-layout]')).toBeNull();
  });
});
