import { screen } from '@testing-library/react';
import { findGame } from '@tabula/catalogue';
import tictactoe from '../../../../games/tictactoe/locales/en.json';
import tictactoeDe from '../../../../games/tictactoe/locales/de.json';
import fourinarow from '../../../../games/fourinarow/locales/en.json';
import online from '../../locales/en/online.json';
import onlineDe from '../../locales/de/online.json';
import NotFoundPage from '../../pages/404';
import { MatchMissingPage } from '../match/MatchMissingPage';
import { RoomMissingPage } from '../room/RoomMissingPage';
import { GameProblemPage } from './GameProblemPage';
import { renderInLanguage } from './testI18n';

jest.mock('next/router', () => ({
  useRouter: () => ({ locale: 'en', pathname: '/404', asPath: '/x', query: {}, push: jest.fn() }),
}));

const header = () => screen.getByRole('combobox', { name: /Language|Sprache/ });
const action = () => screen.getByTestId('missing-action');

describe('pages that do not exist', () => {
  it('an unknown address says so in the site frame and leads to the games', () => {
    renderInLanguage(<NotFoundPage />, 'en');
    expect(header()).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page does not exist.');
    expect(action()).toHaveTextContent('Browse games');
    expect(action()).toHaveAttribute('href', '/');
  });

  it('an unknown game, in German', () => {
    renderInLanguage(<GameProblemPage problem="gameNotFound" code={null} />, 'de');
    expect(header()).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Spiel nicht gefunden.');
    expect(action()).toHaveTextContent('Zu den Spielen');
    expect(action()).toHaveAttribute('href', '/de');
  });

  it('a mode the game lacks leads to the game’s page', () => {
    renderInLanguage(<GameProblemPage problem="invalidMode" code="fourinarow" suffix="AI" />, 'en', { fourinarow });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Four in a Row cannot be played this way.');
    expect(action()).toHaveTextContent('Choose how to play Four in a Row');
    expect(action()).toHaveAttribute('href', '/play/fourinarow');
    expect(screen.getByRole('link', { name: 'Browse games' })).toHaveAttribute('href', '/');
  });

  it('an unknown room, in German, offers a new room of the game, its page and the lobby', () => {
    const entry = findGame('tictactoe')!;
    renderInLanguage(<RoomMissingPage entry={entry} gameName={tictactoeDe.name} language="de" />, 'de', {
      online: onlineDe,
      tictactoe: tictactoeDe,
    });
    expect(header()).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Diesen Raum gibt es nicht.');
    expect(action()).toHaveTextContent('Neuen Raum erstellen');
    expect(action()).toHaveAttribute('href', '/de/spielen/tic-tac-toe/online');
    expect(screen.getByRole('link', { name: `Wähle, wie du ${tictactoeDe.name} spielen willst` })).toHaveAttribute(
      'href',
      '/de/spielen/tic-tac-toe',
    );
    expect(screen.getByRole('link', { name: 'Zur Lobby' })).toHaveAttribute('href', '/de/lobby');
  });

  it('an unknown match leads to the lobby and the games', () => {
    renderInLanguage(<MatchMissingPage language="en" />, 'en', { online, tictactoe });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Match not found.');
    expect(action()).toHaveTextContent('Go to the lobby');
    expect(action()).toHaveAttribute('href', '/lobby');
    expect(screen.getByRole('link', { name: 'Browse games' })).toHaveAttribute('href', '/');
  });
});
