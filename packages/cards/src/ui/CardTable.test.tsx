import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DECKS, idOf } from '../deck';
import type { Trick } from '../rules/trick';
import { CardTable } from './CardTable';
import type { TableSeat } from './SeatPanel';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const deck = DECKS.french32;
const seats: TableSeat[] = [
  { id: '0', name: 'Anna' },
  { id: '1', name: 'Ben', cardCount: 9, dealer: true },
  { id: '2', name: 'Carla', cardCount: 1, declarer: true, note: '18' },
];
const trick: Trick = {
  leader: '1',
  cards: [
    { seat: '1', card: idOf(deck, 'spades', 'Q') },
    { seat: '2', card: idOf(deck, 'spades', '10') },
  ],
};
const lastTrick: Trick = {
  leader: '0',
  cards: [
    { seat: '0', card: idOf(deck, 'clubs', 'J') },
    { seat: '1', card: idOf(deck, 'hearts', 'A') },
    { seat: '2', card: idOf(deck, 'diamonds', '7') },
  ],
};
const trickCards = () =>
  within(screen.getByRole('list', { name: 'Trick' }))
    .queryAllByRole('img')
    .map((img) => img.getAttribute('aria-label'));

describe('CardTable', () => {
  it("shows the trick's cards with the names of the seats that played them", () => {
    render(<CardTable deck={deck} seats={seats} self="0" trick={trick} />);
    expect(trickCards()).toEqual(['Ben: Queen of spades', 'Carla: Ten of spades']);
  });

  it('shows how many cards the others hold, and their marks and bids', () => {
    render(<CardTable deck={deck} seats={seats} self="0" turn="0" trick={trick} />);
    const ben = screen.getByRole('group', { name: 'Ben' });
    expect(within(ben).getByRole('img', { name: '9 cards left' })).toBeInTheDocument();
    expect(ben).toHaveTextContent('Dealer');
    const carla = screen.getByRole('group', { name: 'Carla' });
    expect(within(carla).getByRole('img', { name: '1 card left' })).toBeInTheDocument();
    expect(carla).toHaveTextContent('Declarer');
    expect(carla).toHaveTextContent('18');
    expect(screen.getByRole('group', { name: 'Anna' })).toHaveTextContent('To play');
    expect(carla).not.toHaveTextContent('To play');
  });

  it('shows the last trick on request and goes back to the current one', async () => {
    render(<CardTable deck={deck} seats={seats} self="0" trick={trick} lastTrick={lastTrick} lastTrickWinner="1" />);
    const button = screen.getByRole('button', { name: 'Last trick' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(trickCards()).toEqual(['Anna: Jack of clubs', 'Ben: Ace of hearts', 'Carla: Seven of diamonds']);
    expect(screen.getByText(/Won by Ben/)).toBeInTheDocument();
    await userEvent.click(button);
    expect(trickCards()).toEqual(['Ben: Queen of spades', 'Carla: Ten of spades']);
  });

  it('has no last trick to show before the first trick is over', () => {
    render(<CardTable deck={deck} seats={seats} self="0" trick={{ leader: '0', cards: [] }} lastTrick={null} />);
    expect(screen.getByRole('button', { name: 'Last trick' })).toBeDisabled();
    expect(screen.getByText('No cards played yet')).toBeInTheDocument();
  });

  it('offers no last trick in a game without tricks', () => {
    render(<CardTable deck={deck} seats={seats} self="0" />);
    expect(screen.queryByRole('button', { name: 'Last trick' })).toBeNull();
  });

  it('names the contract and the trump suit, and holds the game’s controls and the hand', () => {
    render(
      <CardTable
        deck={deck}
        seats={seats}
        self="0"
        contract="Grand"
        trump="hearts"
        controls={<button type="button">Pass</button>}
        hand={<p>the hand</p>}
      />,
    );
    expect(screen.getByText(/Contract/)).toHaveTextContent('Contract: Grand');
    expect(screen.getByText(/Trump/)).toHaveTextContent('Trump: Hearts');
    expect(screen.getByRole('button', { name: 'Pass' })).toBeInTheDocument();
    expect(screen.getByText('the hand')).toBeInTheDocument();
  });

  it('lists more than six seats and still names who played each card', () => {
    const many = ['Anna', 'Ben', 'Carla', 'Dora', 'Emil', 'Fritz', 'Greta', 'Hans'].map((name, seat) => ({
      id: String(seat),
      name,
      cardCount: 5,
    }));
    render(
      <CardTable
        deck={deck}
        seats={many}
        self="3"
        trick={{ leader: '7', cards: [{ seat: '7', card: idOf(deck, 'hearts', 'K') }] }}
      />,
    );
    expect(screen.getAllByRole('group')).toHaveLength(8);
    expect(trickCards()).toEqual(['Hans: King of hearts']);
  });
});
