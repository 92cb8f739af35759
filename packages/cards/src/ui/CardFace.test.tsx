import { render, screen } from '@testing-library/react';
import { type Deck, DECKS, idOf, type Suit } from '../deck';
import { CardBack } from './CardBack';
import { CardFace } from './CardFace';
import { setTestLanguage, type TestLanguage } from './testI18n';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

function nameIn(language: TestLanguage, deck: Deck, suit: Suit, rank: string) {
  setTestLanguage(language);
  const { unmount } = render(<CardFace deck={deck} card={idOf(deck, suit, rank)} />);
  const name = screen.getByRole('img').getAttribute('aria-label');
  unmount();
  return name;
}

describe('card names', () => {
  afterEach(() => setTestLanguage('en'));

  it('names French cards in each language’s own word order', () => {
    const deck = DECKS.french32;
    expect(nameIn('en', deck, 'spades', 'Q')).toBe('Queen of spades');
    expect(nameIn('de', deck, 'spades', 'Q')).toBe('Pik-Dame');
    expect(nameIn('fr', deck, 'spades', 'Q')).toBe('Dame de pique');
    expect(nameIn('it', deck, 'spades', 'Q')).toBe('Dama di picche');
    expect(nameIn('pt', deck, 'spades', 'Q')).toBe('Dama de espadas');
    expect(nameIn('de', deck, 'clubs', 'J')).toBe('Kreuz-Bube');
  });

  it('names German-suited cards, with the German ace its own name in German', () => {
    const deck = DECKS.german32;
    expect(nameIn('en', deck, 'acorns', 'O')).toBe('Ober of acorns');
    expect(nameIn('de', deck, 'acorns', 'O')).toBe('Eichel-Ober');
    expect(nameIn('de', deck, 'leaves', 'A')).toBe('Gras-Sau');
    expect(nameIn('en', deck, 'bells', 'A')).toBe('Ace of bells');
  });

  it('names tarot trumps and the Excuse', () => {
    const deck = DECKS.tarot78;
    expect(nameIn('en', deck, 'trumps', '21')).toBe('Trump 21');
    expect(nameIn('fr', deck, 'trumps', 'excuse')).toBe('L’Excuse');
    expect(nameIn('de', deck, 'trumps', 'excuse')).toBe('Sküs');
  });

  it('names the tarot suit cards, the knight (Cavalier) included', () => {
    const deck = DECKS.tarot78;
    expect(nameIn('en', deck, 'hearts', 'C')).toBe('Knight of hearts');
    expect(nameIn('fr', deck, 'hearts', 'C')).toBe('Cavalier de cœur');
    expect(nameIn('de', deck, 'hearts', 'C')).toBe('Herz-Reiter');
    expect(nameIn('it', deck, 'clubs', '1')).toBe('Asso di fiori');
    expect(nameIn('pt', deck, 'trumps', '1')).toBe('Trunfo 1');
  });

  it.each(['en', 'pt', 'de', 'fr', 'it'] as const)('gives each of the 78 tarot cards a name of its own in %s', (language) => {
    setTestLanguage(language);
    const deck = DECKS.tarot78;
    const { container } = render(
      <div>
        {deck.cards.map((card) => (
          <CardFace key={card.id} deck={deck} card={card.id} />
        ))}
      </div>,
    );
    const names = [...container.querySelectorAll('[role="img"]')].map((face) => face.getAttribute('aria-label'));
    expect(new Set(names).size).toBe(78);
  });
});

describe('card faces', () => {
  it('print the language’s letters in the corners (D for a queen in German)', () => {
    setTestLanguage('de');
    render(<CardFace deck={DECKS.french32} card={idOf(DECKS.french32, 'hearts', 'Q')} />);
    expect(screen.getByRole('img', { name: 'Herz-Dame' })).toHaveTextContent('D');
    setTestLanguage('en');
  });

  it('draws one pip per point on number cards and keeps the 5:7 shape at any width', () => {
    const deck = DECKS.french52;
    render(<CardFace deck={deck} card={idOf(deck, 'diamonds', '7')} width={70} />);
    const face = screen.getByRole('img', { name: 'Seven of diamonds' });
    expect(face).toHaveAttribute('height', '98');
    // 7 pips plus one suit under each of the two corner indices.
    expect(face.querySelectorAll(':scope > g > g[transform*="scale(0.09)"]')).toHaveLength(7);
  });

  it('draws tarot suit cards with pips, and a letter and headgear for the knight', () => {
    const deck = DECKS.tarot78;
    render(<CardFace deck={deck} card={idOf(deck, 'spades', '7')} />);
    expect(
      screen.getByRole('img', { name: 'Seven of spades' }).querySelectorAll(':scope > g > g[transform*="scale(0.09)"]'),
    ).toHaveLength(7);
    render(<CardFace deck={deck} card={idOf(deck, 'diamonds', 'C')} />);
    expect(screen.getByRole('img', { name: 'Knight of diamonds' })).toHaveTextContent('C');
  });

  it('draws the Petit, the 21 and the Excuse with art of their own and the other trumps by number', () => {
    const deck = DECKS.tarot78;
    const artOf = (rank: string) => {
      const { container, unmount } = render(<CardFace deck={deck} card={idOf(deck, 'trumps', rank)} />);
      const art = container.querySelector('[data-art]')?.getAttribute('data-art');
      const text = container.textContent;
      unmount();
      return { art, text };
    };
    expect(artOf('1').art).toBe('petit');
    expect(artOf('21').art).toBe('world');
    expect(artOf('excuse')).toEqual({ art: 'excuse', text: '' });
    // The number in both corners, both cartouches and the middle.
    expect(artOf('14')).toEqual({ art: 'trump', text: '1414141414' });
  });

  it('gives a face-down card a name that tells nothing, or none beside a count', () => {
    const { rerender } = render(<CardBack />);
    expect(screen.getByRole('img', { name: 'Face-down card' })).toBeInTheDocument();
    rerender(<CardBack decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
