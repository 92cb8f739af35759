import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DECKS, idOf } from '../deck';
import type { Trick } from '../rules/trick';
import { CardTable, type CardTableProps } from './CardTable';
import type { TableSeat } from './SeatPanel';
import { TRICK_HOLD_MS } from './useHeldTrick';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const deck = DECKS.french32;
const seats: TableSeat[] = [
  { id: '0', name: 'Anna' },
  { id: '1', name: 'Bob', cardCount: 9 },
  { id: '2', name: 'Carla', cardCount: 9 },
];
const jackOfClubs = { seat: '0', card: idOf(deck, 'clubs', 'J') };
const aceOfHearts = { seat: '1', card: idOf(deck, 'hearts', 'A') };
const sevenOfDiamonds = { seat: '2', card: idOf(deck, 'diamonds', '7') };
const twoPlayed: Trick = { leader: '0', cards: [jackOfClubs, aceOfHearts] };
const completed: Trick = { leader: '0', cards: [jackOfClubs, aceOfHearts, sevenOfDiamonds] };
const empty = (leader: string): Trick => ({ leader, cards: [] });

const shownCards = () => {
  const list = screen.queryByRole('list', { name: 'Trick' });
  return list
    ? within(list)
        .queryAllByRole('img')
        .map((img) => img.getAttribute('aria-label'))
    : [];
};

function table(props: Partial<CardTableProps>) {
  return <CardTable deck={deck} seats={seats} self="0" {...props} />;
}

/** The table before the third card, then as the game gives it once Carla completed the trick Bob took. */
function completeTheTrick() {
  const view = render(table({ trick: twoPlayed }));
  view.rerender(table({ trick: empty('1'), lastTrick: completed, lastTrickWinner: '1' }));
  return view;
}

describe('CardTable: the completed trick stays a moment', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows every card of the trick, the last one included, and names the taker, then clears it', () => {
    completeTheTrick();
    expect(shownCards()).toEqual(['Anna: Jack of clubs', 'Bob: Ace of hearts', 'Carla: Seven of diamonds']);
    expect(screen.getByRole('status')).toHaveTextContent('Bob takes the trick');
    act(() => jest.advanceTimersByTime(TRICK_HOLD_MS - 100));
    expect(shownCards()).toHaveLength(3);
    act(() => jest.advanceTimersByTime(100));
    expect(shownCards()).toEqual([]);
    expect(screen.getByText('No cards played yet')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('tells the viewer who took the trick "You take the trick", and names them so in the last trick', async () => {
    const view = render(table({ trick: twoPlayed }));
    view.rerender(table({ trick: empty('0'), lastTrick: completed, lastTrickWinner: '0' }));
    expect(screen.getByRole('status')).toHaveTextContent('You take the trick');
    act(() => jest.advanceTimersByTime(TRICK_HOLD_MS));
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Last trick' }));
    expect(screen.getByText(/Won by you/)).toBeInTheDocument();
  });

  it('gives way at once to the next card played', () => {
    const view = completeTheTrick();
    const queenOfSpades = { seat: '1', card: idOf(deck, 'spades', 'Q') };
    view.rerender(table({ trick: { leader: '1', cards: [queenOfSpades] }, lastTrick: completed, lastTrickWinner: '1' }));
    expect(shownCards()).toEqual(['Bob: Queen of spades']);
    expect(screen.queryByText('Bob takes the trick')).not.toBeInTheDocument();
  });

  it('clears it when the player taps the table', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    completeTheTrick();
    await user.click(screen.getByRole('list', { name: 'Trick' }));
    expect(shownCards()).toEqual([]);
  });

  it('does not hold a trick that was already over when the table appeared (a reload)', () => {
    render(table({ trick: empty('1'), lastTrick: completed, lastTrickWinner: '1' }));
    expect(shownCards()).toEqual([]);
    expect(screen.queryByText('Bob takes the trick')).not.toBeInTheDocument();
  });

  it('keeps the trick viewable on request afterwards', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    completeTheTrick();
    act(() => jest.advanceTimersByTime(TRICK_HOLD_MS));
    await user.click(screen.getByRole('button', { name: 'Last trick' }));
    expect(shownCards()).toHaveLength(3);
    expect(screen.getByText(/Won by Bob/)).toBeInTheDocument();
  });

  it('holds each new trick in turn, also the same seat taking two in a row', () => {
    const view = completeTheTrick();
    act(() => jest.advanceTimersByTime(TRICK_HOLD_MS));
    const second: Trick = {
      leader: '1',
      cards: [
        { seat: '1', card: idOf(deck, 'hearts', '10') },
        { seat: '2', card: idOf(deck, 'hearts', '7') },
        { seat: '0', card: idOf(deck, 'hearts', '8') },
      ],
    };
    view.rerender(table({ trick: empty('1'), lastTrick: second, lastTrickWinner: '1' }));
    expect(shownCards()).toEqual(['Bob: Ten of hearts', 'Carla: Seven of hearts', 'Anna: Eight of hearts']);
    expect(screen.getByRole('status')).toHaveTextContent('Bob takes the trick');
  });

  it('holds the deal’s last trick though no trick follows (a round end), then leaves the middle free', () => {
    const view = render(table({ trick: twoPlayed }));
    view.rerender(table({ trick: null, lastTrick: completed, lastTrickWinner: '1' }));
    expect(shownCards()).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('Bob takes the trick');
    act(() => jest.advanceTimersByTime(TRICK_HOLD_MS));
    expect(screen.queryByRole('list', { name: 'Trick' })).not.toBeInTheDocument();
    expect(screen.queryByText('No cards played yet')).not.toBeInTheDocument();
  });
});
