import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DECKS, idOf } from '../deck';
import { Hand } from './Hand';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const deck = DECKS.french32;
const queenOfSpades = idOf(deck, 'spades', 'Q');
const tenOfHearts = idOf(deck, 'hearts', '10');
const aceOfHearts = idOf(deck, 'hearts', 'A');
const sevenOfClubs = idOf(deck, 'clubs', '7');
const hand = [queenOfSpades, tenOfHearts, aceOfHearts, sevenOfClubs];
const card = (name: string) => screen.getByRole('button', { name });

describe('Hand', () => {
  it('refuses a dimmed card, saying why, and plays a legal one on click', async () => {
    const onPlay = jest.fn();
    render(<Hand deck={deck} cards={hand} legal={[tenOfHearts, aceOfHearts]} onPlay={onPlay} />);
    expect(screen.getByRole('group', { name: 'Your hand' })).toBeInTheDocument();
    expect(card('Queen of spades')).toHaveAttribute('aria-disabled', 'true');
    expect(card('Queen of spades')).toHaveAccessibleDescription('You cannot play this card now');
    await userEvent.click(card('Queen of spades'));
    expect(onPlay).not.toHaveBeenCalled();
    expect(card('Ace of hearts')).not.toHaveAttribute('aria-disabled');
    await userEvent.click(card('Ace of hearts'));
    expect(onPlay).toHaveBeenCalledWith(aceOfHearts);
  });

  it('lays a long hand out in the rows asked for, in order, and moves between the rows with the arrow keys', async () => {
    const onPlay = jest.fn();
    const user = userEvent.setup();
    const { container } = render(<Hand deck={deck} cards={hand} legal={hand} onPlay={onPlay} rows={2} />);
    const rows = [...container.querySelectorAll('ul')].map((row) =>
      [...row.querySelectorAll('button')].map((b) => b.getAttribute('aria-label')),
    );
    expect(rows).toEqual([
      ['Queen of spades', 'Ten of hearts'],
      ['Ace of hearts', 'Seven of clubs'],
    ]);
    await user.tab();
    expect(card('Queen of spades')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(card('Ace of hearts')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPlay).toHaveBeenCalledWith(aceOfHearts);
  });

  it('moves with the arrow keys from the first legal card and plays with Enter or Space, never a refused card', async () => {
    const onPlay = jest.fn();
    const user = userEvent.setup();
    render(<Hand deck={deck} cards={hand} legal={[tenOfHearts, aceOfHearts]} onPlay={onPlay} />);
    await user.tab();
    expect(card('Ten of hearts')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(card('Ace of hearts')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPlay).toHaveBeenLastCalledWith(aceOfHearts);
    await user.keyboard('{ArrowRight}');
    expect(card('Seven of clubs')).toHaveFocus();
    await user.keyboard(' ');
    await user.keyboard('{Home}');
    expect(card('Queen of spades')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPlay).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowRight} ');
    expect(onPlay).toHaveBeenLastCalledWith(tenOfHearts);
  });

  it('keeps the hand reachable with Tab after the focused card has been played', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Hand deck={deck} cards={hand} legal={hand} onPlay={jest.fn()} />);
    await user.tab();
    await user.keyboard('{End}');
    expect(card('Seven of clubs')).toHaveFocus();
    const rest = hand.slice(0, 3);
    rerender(<Hand deck={deck} cards={rest} legal={[aceOfHearts]} onPlay={jest.fn()} />);
    await user.tab();
    expect(card('Ace of hearts')).toHaveFocus();
  });

  it('only shows the cards when the player may not act', () => {
    render(<Hand deck={deck} cards={hand} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual([
      'Queen of spades',
      'Ten of hearts',
      'Ace of hearts',
      'Seven of clubs',
    ]);
  });

  it('chooses cards for a discard up to the count, then refuses more until one is put back', async () => {
    const onToggle = jest.fn();
    function Discard() {
      const [selected, setSelected] = useState<number[]>([]);
      const toggle = (id: number) => {
        onToggle(id);
        setSelected((now) => (now.includes(id) ? now.filter((c) => c !== id) : [...now, id]));
      };
      return <Hand deck={deck} cards={hand} select={{ count: 2, selected, onToggle: toggle }} />;
    }
    render(<Discard />);
    expect(screen.getByRole('status')).toHaveTextContent('Select 2 more cards');
    await userEvent.click(card('Queen of spades'));
    expect(screen.getByRole('status')).toHaveTextContent('Select 1 more card');
    await userEvent.click(card('Seven of clubs'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(card('Queen of spades')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(card('Ace of hearts'));
    expect(onToggle).toHaveBeenCalledTimes(2);
    expect(card('Ace of hearts')).toHaveAttribute('aria-pressed', 'false');
    expect(card('Ace of hearts')).toHaveAccessibleDescription('Enough cards chosen: deselect one first');
    await userEvent.click(card('Queen of spades'));
    expect(card('Queen of spades')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(card('Ace of hearts'));
    expect(onToggle).toHaveBeenLastCalledWith(aceOfHearts);
    expect(card('Ace of hearts')).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers to switch the order between trumps first and plain suits', async () => {
    const onChange = jest.fn();
    const { rerender } = render(<Hand deck={deck} cards={hand} sort={{ trumpsFirst: false, onChange }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show trumps first' }));
    expect(onChange).toHaveBeenCalledWith(true);
    rerender(<Hand deck={deck} cards={hand} sort={{ trumpsFirst: true, onChange }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sort by suit' }));
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it.each([
    ['left to right', ['Ten of hearts', 'Ace of hearts']],
    ['right to left', ['Ace of hearts', 'Ten of hearts']],
  ])('chooses two neighbouring cards %s', async (_, order) => {
    function Discard() {
      const [selected, setSelected] = useState<number[]>([]);
      const toggle = (id: number) => setSelected((now) => (now.includes(id) ? now.filter((c) => c !== id) : [...now, id]));
      return <Hand deck={deck} cards={hand} select={{ count: 2, selected, onToggle: toggle }} cardWidth={56} />;
    }
    render(<Discard />);
    for (const name of order) await userEvent.click(card(name));
    expect(card('Ten of hearts')).toHaveAttribute('aria-pressed', 'true');
    expect(card('Ace of hearts')).toHaveAttribute('aria-pressed', 'true');
  });

  it('lets a tap on the part of a card drawn over its neighbour through: a card answers only in its own slot', async () => {
    render(<Hand deck={deck} cards={hand} select={{ count: 2, selected: [tenOfHearts], onToggle: jest.fn() }} />);
    const chosen = card('Ten of hearts');
    // The button fills its slot in the row; the face, wider than the slot where cards overlap, takes no taps.
    expect(getComputedStyle(chosen).width).toBe('100%');
    const face = chosen.nextElementSibling as HTMLElement;
    expect(getComputedStyle(face).pointerEvents).toBe('none');
    // The button holds no text of its own: its name is the card's, with no corner letter beside it.
    expect(chosen).toBeEmptyDOMElement();
    expect(getComputedStyle(chosen.closest('li')!).zIndex).not.toBe('1');
  });
});
