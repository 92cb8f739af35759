import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogueEntry } from '@tabula/game-kit';
import { renderInLanguage } from '../i18n/testI18n';
import { GameList } from './GameList';
import type { CatalogueTexts } from './types';

const entry = (overrides: Partial<CatalogueEntry>): CatalogueEntry => ({
  code: 'x',
  name: 'X',
  description: '',
  descriptionTag: '',
  instructions: { text: '' },
  contributors: [],
  imageURL: '/games/x/thumbnail.svg',
  modes: ['LocalFriend'],
  minPlayers: 2,
  maxPlayers: 2,
  status: 'PUBLISHED',
  translationStatus: { en: 'DONE', pt: 'DONE' },
  rules: async () => ({}) as never,
  config: async () => ({}) as never,
  ...overrides,
});

const tictactoe = entry({ code: 'tictactoe', name: 'Tic-Tac-Toe', description: 'Three in a row', codes: { pt: 'jogo-da-velha' } });
const chess = entry({ code: 'chess', name: 'Chess', description: 'Checkmate the king', translationStatus: { en: 'DONE', pt: 'PARTIAL' } });
const war = entry({ code: 'war', name: 'War', description: 'Card battle', status: 'IN_DEVELOPMENT' });
const entries = [tictactoe, chess, war];
const ptTexts: CatalogueTexts = {
  tictactoe: { name: 'Jogo da Velha', description: 'Três em linha', descriptionTag: '' },
  chess: { name: 'Xadrez', description: 'Xeque-mate ao rei', descriptionTag: '' },
  war: { name: 'Guerra', description: 'Batalha de cartas', descriptionTag: '' },
};
const enTexts: CatalogueTexts = Object.fromEntries(entries.map((e) => [e.code, { name: e.name, description: e.description, descriptionTag: '' }]));

const cardNames = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('GameList', () => {
  it('lists the published games under the heading Games, each linking to its page', () => {
    renderInLanguage(<GameList entries={entries} texts={enTexts} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Games' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Tic-Tac-Toe', 'Chess']);
    // Card titles sit one level under the page heading (screen readers list headings by level).
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Tic-Tac-Toe', 'Chess']);
    const card = screen.getByTestId('game-card-tictactoe');
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/play/tictactoe');
    expect(card).toHaveTextContent('Three in a row');
    expect(card).toHaveTextContent('play');
    expect(card.querySelector('img')).toHaveAttribute('src', '/games/x/thumbnail.svg');
  });

  it('lists the games in development with the dev-only flag', () => {
    renderInLanguage(<GameList entries={entries} texts={enTexts} devOnly />);
    expect(screen.getByRole('heading', { level: 1, name: 'Games in development' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['War']);
  });

  it('searches case-insensitively, across statuses, and clears the search', async () => {
    renderInLanguage(<GameList entries={entries} texts={enTexts} />);
    const search = screen.getByRole('searchbox', { name: 'Search games' });
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await userEvent.type(search, 'CARD');
    expect(cardNames()).toEqual(['War']);
    await userEvent.clear(search);
    await userEvent.type(search, 'nothing like this');
    expect(cardNames()).toEqual([]);
    expect(screen.getByText('No game matches "nothing like this".')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(cardNames()).toEqual(['Tic-Tac-Toe', 'Chess']);
  });

  it('speaks the reader language: texts, links, play label, search, and a warning where a translation is missing', async () => {
    renderInLanguage(<GameList entries={entries} texts={ptTexts} />, 'pt');
    expect(screen.getByRole('heading', { level: 1, name: 'Jogos' })).toBeInTheDocument();
    const ttt = screen.getByTestId('game-card-tictactoe');
    expect(within(ttt).getByRole('link')).toHaveAttribute('href', '/pt/jogar/jogo-da-velha');
    expect(ttt).toHaveTextContent('jogar');
    expect(within(ttt).queryByTestId('missing-translation')).not.toBeInTheDocument();
    const chessCard = screen.getByTestId('game-card-chess');
    expect(within(chessCard).getByRole('img', { name: 'Este jogo ainda não está totalmente traduzido para o seu idioma.' })).toBeInTheDocument();
    const docs = within(chessCard).getByRole('link', { name: 'Ajude a traduzi-lo' });
    expect(docs).toHaveAttribute('href', '/pt/about#translating');
    expect(docs).toHaveAttribute('target', '_blank');
    expect(within(ttt).queryByRole('link', { name: 'Ajude a traduzi-lo' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Procurar jogos' }), 'velha');
    expect(cardNames()).toEqual(['Jogo da Velha']);
  });

  it('hands the picked game to the callback instead of navigating', async () => {
    const onPick = jest.fn();
    renderInLanguage(<GameList entries={entries} texts={enTexts} onPick={onPick} />);
    await userEvent.click(within(screen.getByTestId('game-card-chess')).getByRole('link'));
    expect(onPick).toHaveBeenCalledWith(chess);
  });

  it('fetches the pictures of the first cards at once and first, the others when scrolled near', () => {
    const many = Array.from({ length: 6 }, (_, i) => entry({ code: `game${i}`, name: `Game ${i}`, imageURL: `/games/game${i}/thumbnail.svg` }));
    const { container } = renderInLanguage(<GameList entries={many} texts={{}} />);
    const pictures = [...container.querySelectorAll('img')].map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]);
    expect(pictures).toEqual([...Array(4).fill(['eager', 'high']), ...Array(2).fill(['lazy', 'auto'])]);
  });
});
