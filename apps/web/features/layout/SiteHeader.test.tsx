import { fireEvent, screen, within } from '@testing-library/react';
import { renderInLanguage } from '../i18n/testI18n';
import { TURN_SOUND_KEY } from '../turnAlert/turnSoundPreference';
import { SitePage } from './SitePage';
import { SiteHeader } from './SiteHeader';
import { pageTitle } from './pageTitle';

jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn(), pathname: '/', query: {}, asPath: '/' }) }));

describe('SiteHeader', () => {
  it('links home and to the lobby, in the reader language', () => {
    renderInLanguage(<SiteHeader />);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: /Tabula/ })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Lobby' })).toHaveAttribute('href', '/lobby');
    expect(within(header).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it.each([
    ['pt', 'Saguão', '/pt/lobby'],
    ['de', 'Lobby', '/de/lobby'],
    ['fr', 'Hall', '/fr/lobby'],
    ['it', 'Sala d’attesa', '/it/lobby'],
  ] as const)('names the lobby in %s', (language, name, href) => {
    renderInLanguage(<SiteHeader />, language);
    expect(within(screen.getByRole('banner')).getByRole('link', { name })).toHaveAttribute('href', href);
  });
});

describe('the turn sound switch', () => {
  beforeEach(() => localStorage.clear());

  it('is on by default, mutes with one press and remembers it', () => {
    const { unmount } = renderInLanguage(<SiteHeader />);
    const toggle = within(screen.getByRole('banner')).getByRole('button', { name: 'Mute the sound when it is my turn' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle.querySelector('svg')).toHaveAttribute('data-icon', 'volume-up');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle.querySelector('svg')).toHaveAttribute('data-icon', 'volume-off');
    expect(localStorage.getItem(TURN_SOUND_KEY)).toBe('off');
    unmount();
    renderInLanguage(<SiteHeader />);
    const again = screen.getByRole('button', { name: 'Mute the sound when it is my turn' });
    expect(again).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(again);
    expect(again).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(TURN_SOUND_KEY)).toBeNull();
  });

  it.each([
    ['pt', 'Silenciar o som quando for a minha vez'],
    ['de', 'Ton stummschalten, wenn ich am Zug bin'],
    ['fr', "Couper le son quand c'est mon tour"],
    ['it', 'Disattiva il suono quando tocca a me'],
  ] as const)('is named in %s', (language, name) => {
    renderInLanguage(<SiteHeader />, language);
    expect(within(screen.getByRole('banner')).getByRole('button', { name })).toBeInTheDocument();
  });
});

describe('SitePage', () => {
  it('links to the about page and the source code in the footer', () => {
    renderInLanguage(
      <SitePage title="Games">
        <p>content</p>
      </SitePage>,
      'de',
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Über' })).toHaveAttribute('href', '/de/about');
    expect(within(footer).getByRole('link', { name: 'Quellcode' })).toHaveAttribute(
      'href',
      'https://github.com/tabula-games/tabula',
    );
  });
});

describe('pageTitle', () => {
  it('ends every title with the site name', () => {
    expect(pageTitle('Lobby', 'Tabula')).toBe('Lobby · Tabula');
    expect(pageTitle(undefined, 'Tabula')).toBe('Tabula');
  });
});
