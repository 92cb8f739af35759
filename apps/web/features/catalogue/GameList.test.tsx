import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogueEntry } from '@tabula/game-kit';
import { renderInLanguage } from '../i18n/testI18n';
import { GameList } from './GameList';
import type { CatalogueTexts } from './types';

const push = jest.fn(async () => true);
jest.mock('next/router', () => ({ useRouter: () => ({ push }) }));
beforeEach(() => push.mockClear());

const entry = (overrides: Partial<CatalogueEntry>): CatalogueEntry => ({
  code: 'x',
  name: 'X',
  description: '',
  descriptionTag: '',
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

const tictactoe = entry({
  code: 'tictactoe',
  name: 'Tic-Tac-Toe',
  description: 'Three in a row',
  codes: { pt: 'jogo-da-velha' },
  modes: ['AI', 'OnlineFriend', 'LocalFriend'],
});
const chess = entry({
  code: 'chess',
  name: 'Chess',
  description: 'Checkmate the king',
  translationStatus: { en: 'DONE', pt: 'PARTIAL' },
  codes: { fr: 'echecs' },
  modes: ['AI'],
});
const war = entry({ code: 'war', name: 'War', description: 'Card battle', status: 'IN_DEVELOPMENT' });
const entries = [tictactoe, chess, war];
const ptTexts: CatalogueTexts = {
  tictactoe: { name: 'Jogo da Velha', description: 'Três em linha', descriptionTag: '' },
  chess: { name: 'Xadrez', description: 'Xeque-mate ao rei', descriptionTag: '' },
  war: { name: 'Guerra', description: 'Batalha de cartas', descriptionTag: '' },
};
const enTexts: CatalogueTexts = Object.fromEntries(
  entries.map((e) => [e.code, { name: e.name, description: e.description, descriptionTag: '' }]),
);

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
    expect(search).toHaveFocus();
    expect(cardNames()).toEqual(['Tic-Tac-Toe', 'Chess']);
  });

  it('says when nothing is found and offers the full list', async () => {
    renderInLanguage(<GameList entries={entries} texts={enTexts} />);
    const search = screen.getByRole('searchbox', { name: 'Search games' });
    await userEvent.type(search, 'zzzz');
    expect(screen.getByRole('status')).toHaveTextContent('No game matches "zzzz".');
    await userEvent.click(screen.getByRole('button', { name: 'Show all games' }));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(cardNames()).toEqual(['Tic-Tac-Toe', 'Chess']);
    expect(screen.queryByRole('button', { name: 'Show all games' })).not.toBeInTheDocument();
  });

  it('finds games by any of their names, in any language, ignoring accents', async () => {
    const names = {
      tictactoe: ['Tic-Tac-Toe', 'Jogo da Velha', 'Morpion', 'Noughts and Crosses'],
      chess: ['Chess', 'Échecs', 'Schach'],
    };
    renderInLanguage(<GameList entries={entries} texts={enTexts} names={names} />);
    const search = screen.getByRole('searchbox', { name: 'Search games' });
    for (const [query, found] of [
      ['échecs', 'Chess'],
      ['ECHECS', 'Chess'],
      ['schach', 'Chess'],
      ['jogo da velha', 'Tic-Tac-Toe'],
      ['noughts', 'Tic-Tac-Toe'],
    ]) {
      await userEvent.clear(search);
      await userEvent.type(search, query!);
      expect({ query, cards: cardNames() }).toEqual({ query, cards: [found] });
    }
  });

  it('opens the only game found when Enter is pressed, and nothing while several are found', async () => {
    renderInLanguage(<GameList entries={entries} texts={ptTexts} />, 'pt');
    const search = screen.getByRole('searchbox', { name: 'Procurar jogos' });
    await userEvent.type(search, 'a{Enter}');
    expect(push).not.toHaveBeenCalled();
    await userEvent.clear(search);
    await userEvent.type(search, 'velha{Enter}');
    expect(push).toHaveBeenCalledWith('/pt/jogar/jogo-da-velha', undefined, { locale: false });
  });

  it('hands the only game found to the callback on Enter', async () => {
    const onPick = jest.fn();
    renderInLanguage(<GameList entries={entries} texts={enTexts} onPick={onPick} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games' }), 'checkmate{Enter}');
    expect(onPick).toHaveBeenCalledWith(chess);
    expect(push).not.toHaveBeenCalled();
  });

  it('shows on each card how many play and how', () => {
    const reversi = entry({
      code: 'reversi',
      name: 'Reversi',
      minPlayers: 2,
      maxPlayers: 4,
      modes: ['OnlineFriend', 'LocalFriend'],
    });
    const solo = entry({ code: 'solo', name: 'Solo', minPlayers: 1, maxPlayers: 1, modes: ['LocalFriend'] });
    renderInLanguage(<GameList entries={[tictactoe, reversi, solo]} texts={{}} />);
    const card = (code: string) => screen.getByTestId(`game-card-${code}`);
    expect(within(card('tictactoe')).getByTestId('game-players')).toHaveTextContent('2 players');
    expect(within(card('reversi')).getByTestId('game-players')).toHaveTextContent('2-4 players');
    expect(within(card('solo')).getByTestId('game-players')).toHaveTextContent('1 player');
    const modes = (code: string) =>
      within(within(card(code)).getByTestId('game-modes'))
        .getAllByRole('img')
        .map((icon) => icon.getAttribute('aria-label'));
    expect(modes('tictactoe')).toEqual(['Against the computer', 'Online with friends', 'On this device']);
    expect(modes('reversi')).toEqual(['Online with friends', 'On this device']);
    expect(within(card('tictactoe')).getByRole('img', { name: 'Against the computer' })).toBeInTheDocument();
  });

  it('speaks of players and modes in the reader language, with its plural forms', () => {
    const reversi = entry({ code: 'reversi', name: 'Reversi', minPlayers: 2, maxPlayers: 4 });
    const solo = entry({ code: 'solo', name: 'Solo', minPlayers: 1, maxPlayers: 1 });
    renderInLanguage(<GameList entries={[tictactoe, reversi, solo]} texts={{}} />, 'fr');
    const players = (code: string) => within(screen.getByTestId(`game-card-${code}`)).getByTestId('game-players');
    expect(players('tictactoe')).toHaveTextContent('2 joueurs');
    expect(players('reversi')).toHaveTextContent('2 à 4 joueurs');
    expect(players('solo')).toHaveTextContent('1 joueur');
    expect(players('solo')).not.toHaveTextContent('joueurs');
    expect(
      within(screen.getByTestId('game-card-tictactoe')).getByRole('img', { name: "Contre l'ordinateur" }),
    ).toBeInTheDocument();
  });

  it('speaks the reader language: texts, links, play label, search, and a warning where a translation is missing', async () => {
    renderInLanguage(<GameList entries={entries} texts={ptTexts} />, 'pt');
    expect(screen.getByRole('heading', { level: 1, name: 'Jogos' })).toBeInTheDocument();
    const ttt = screen.getByTestId('game-card-tictactoe');
    expect(within(ttt).getByRole('link')).toHaveAttribute('href', '/pt/jogar/jogo-da-velha');
    expect(ttt).toHaveTextContent('jogar');
    expect(within(ttt).queryByTestId('missing-translation')).not.toBeInTheDocument();
    const chessCard = screen.getByTestId('game-card-chess');
    expect(
      within(chessCard).getByRole('img', { name: 'Este jogo ainda não está totalmente traduzido para o seu idioma.' }),
    ).toBeInTheDocument();
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
    const many = Array.from({ length: 6 }, (_, i) =>
      entry({ code: `game${i}`, name: `Game ${i}`, imageURL: `/games/game${i}/thumbnail.svg` }),
    );
    const { container } = renderInLanguage(<GameList entries={many} texts={{}} />);
    const pictures = [...container.querySelectorAll('img')].map((img) => [
      img.getAttribute('loading'),
      img.getAttribute('fetchpriority'),
    ]);
    expect(pictures).toEqual([...Array(4).fill(['eager', 'high']), ...Array(2).fill(['lazy', 'auto'])]);
  });
});
