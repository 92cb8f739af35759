import { render, screen, within } from '@testing-library/react';
import { DECKS, idOf } from '../deck';
import type { Trick } from '../rules/trick';
import { CardTable } from './CardTable';
import { Hand } from './Hand';
import type { TableSeat } from './SeatPanel';
import { cardWidthForTable, LARGEST_CARD_WIDTH, PHONE_CARD_WIDTH } from './useTableCardWidth';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const deck = DECKS.french32;
const seats: TableSeat[] = [
  { id: '0', name: 'Anna' },
  { id: '1', name: 'Ben', cardCount: 9 },
  { id: '2', name: 'Carla', cardCount: 9 },
];
const trick: Trick = { leader: '1', cards: [{ seat: '1', card: idOf(deck, 'spades', 'Q') }] };
const hand = [idOf(deck, 'hearts', 'A'), idOf(deck, 'clubs', '7'), idOf(deck, 'diamonds', 'K')];

// jsdom lays nothing out: the table's width and the window's height are those of the screen played on.
function onScreen(tableWidth: number, windowHeight: number) {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: tableWidth } as DOMRect);
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: windowHeight });
}

function renderTable(cardWidth?: number) {
  render(
    <CardTable deck={deck} seats={seats} self="0" trick={trick} hand={<Hand deck={deck} cards={hand} />} cardWidth={cardWidth} />,
  );
  const widthOf = (card: Element) => Number(card.getAttribute('width'));
  // The backs fanned beside a seat's count are drawn for the eye only (the count is their name).
  const seatCount = within(screen.getByRole('group', { name: 'Ben' })).getByRole('img', { name: '9 cards left' });
  const backs = [...seatCount.querySelectorAll('svg')];
  return {
    seatCardBack: widthOf(backs[0]!),
    trickCard: widthOf(within(screen.getByRole('list', { name: 'Trick' })).getByRole('img')),
    handCards: within(screen.getByRole('group', { name: 'Your hand' }))
      .getAllByRole('img')
      .map(widthOf),
  };
}

const initialHeight = window.innerHeight;
afterEach(() => {
  jest.restoreAllMocks();
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: initialHeight });
});

describe('card sizes at the table', () => {
  it('keeps the 56 px cards of a phone held upright (a 390 x 844 screen: a 358 px table)', () => {
    onScreen(358, 844);
    const { trickCard, handCards, seatCardBack } = renderTable();
    expect(trickCard).toBe(PHONE_CARD_WIDTH);
    expect(handCards).toEqual([PHONE_CARD_WIDTH, PHONE_CARD_WIDTH, PHONE_CARD_WIDTH]);
    expect(seatCardBack).toBe(14);
  });

  it("draws the trick and the hand larger on a desktop table, the same size for both, and the others' face-down cards too", () => {
    onScreen(944, 900);
    const { trickCard, handCards, seatCardBack } = renderTable();
    expect(trickCard).toBeGreaterThanOrEqual(85);
    expect(handCards).toEqual([trickCard, trickCard, trickCard]);
    expect(seatCardBack).toBeGreaterThan(14);
  });

  it('grows with the table width, up to the largest size', () => {
    const sizes = [600, 750, 900, 1400].map((tableWidth) => cardWidthForTable(tableWidth, 1080));
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(sizes[0]).toBeLessThan(sizes[2]!);
    expect(sizes.at(-1)).toBe(LARGEST_CARD_WIDTH);
  });

  it("keeps a wide table's cards low enough for a low window (a phone on its side keeps the phone size)", () => {
    expect(cardWidthForTable(944, 768)).toBeLessThan(cardWidthForTable(944, 900));
    expect(cardWidthForTable(780, 390)).toBe(PHONE_CARD_WIDTH);
  });

  it('draws the width a game asks for, whatever the table', () => {
    onScreen(944, 900);
    const { trickCard, handCards } = renderTable(40);
    expect(trickCard).toBe(40);
    expect(handCards).toEqual([40, 40, 40]);
  });
});
