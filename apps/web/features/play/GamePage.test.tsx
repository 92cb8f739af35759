import { screen } from '@testing-library/react';
import type { CatalogueEntry } from '@tabula/game-kit';
import { renderInLanguage } from '../i18n/testI18n';
import { GamePage } from './GamePage';

jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn(), pathname: '/', query: {}, asPath: '/' }) }));

const discs: CatalogueEntry = {
  code: 'discs',
  codes: {},
  name: 'Discs',
  description: 'Line up four discs.',
  descriptionTag: 'A game of discs.',
  contributors: [],
  imageURL: '/games/discs/thumbnail.svg',
  modes: ['LocalFriend', 'OnlineFriend'],
  minPlayers: 2,
  maxPlayers: 2,
  status: 'PUBLISHED',
  translationStatus: {},
  rules: async () => ({}) as never,
  config: async () => ({}) as never,
};

const follows = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('GamePage', () => {
  it('puts the mode picker right after the name and before the rules, for a phone first screen', () => {
    // The instructions come from the game's own locale file, as on the site.
    renderInLanguage(<GamePage entry={discs} />, 'en', {
      discs: { instructions: { text: 'Drop a disc.\n\nFour in a row wins.' } },
    });
    const name = screen.getByRole('heading', { level: 1, name: 'Discs' });
    const modes = screen.getByRole('heading', { level: 2, name: 'Choose how to play' });
    const rules = screen.getByRole('heading', { level: 2, name: 'How to play' });
    expect(follows(name, modes)).toBe(true);
    expect(follows(modes, rules)).toBe(true);
    expect(follows(screen.getByTestId('mode-LocalFriend'), screen.getByText('Four in a row wins.'))).toBe(true);
    expect(screen.getByText('Line up four discs.')).toBeInTheDocument();
  });
});
