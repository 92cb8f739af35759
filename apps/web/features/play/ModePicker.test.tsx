import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import userEvent from '@testing-library/user-event';
import type { AiConfig, CatalogueEntry, CustomizationProps } from '@tabula/game-kit';
import { findGame } from '@tabula/catalogue';
import skatEn from '../../../../games/skat/locales/en.json';
import skatDe from '../../../../games/skat/locales/de.json';
import commonEn from '../../locales/en/common.json';
import schafkopfEn from '../../../../games/schafkopf/locales/en.json';
import { renderInLanguage } from '../i18n/testI18n';
import { gamePageOptions } from './gamePageOptions';
import { ModePicker } from './ModePicker';

const aiConfig: AiConfig = {
  levels: [
    { key: 'easy', labelKey: 'ai.easy' },
    { key: 'hard', labelKey: 'ai.hard' },
  ],
  defaultLevel: 'easy',
  chooseMove: () => ({ move: 'pass', args: [] }),
};

const discs: CatalogueEntry = {
  code: 'discs',
  codes: { pt: 'discos' },
  name: 'Discs',
  description: '',
  descriptionTag: '',
  contributors: [],
  imageURL: '/games/discs/thumbnail.svg',
  modes: ['AI', 'LocalFriend', 'OnlineFriend'],
  minPlayers: 2,
  maxPlayers: 4,
  status: 'PUBLISHED',
  translationStatus: {},
  rules: async () => ({}) as never,
  config: async () => ({}) as never,
  aiConfig: async () => aiConfig,
};
const levels = { levels: aiConfig.levels, defaultLevel: aiConfig.defaultLevel };
const texts = { discs: { ai: { easy: 'Easy', hard: 'Hard' } } };
const start = (mode: string) => within(screen.getByTestId(`mode-${mode}`)).getByRole('link');

describe('ModePicker', () => {
  it('offers every mode of the game with its options, carried to the play routes', async () => {
    renderInLanguage(<ModePicker entry={discs} options={{ aiLevels: levels, initialSettings: null }} />, 'en', texts);
    expect(start('LocalFriend')).toHaveAttribute('href', '/play/discs/local?players=2');
    expect(start('OnlineFriend')).toHaveAttribute('href', '/play/discs/online?players=2');
    const ai = screen.getByTestId('mode-AI');
    await userEvent.click(await within(ai).findByRole('button', { name: 'Hard' }));
    await userEvent.click(within(ai).getByRole('button', { name: 'Move second' }));
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    expect(start('AI')).toHaveAttribute('href', '/play/discs/AI?players=3&level=hard&seat=1');
    expect(start('LocalFriend')).toHaveAttribute('href', '/play/discs/local?players=3');
    // The room form starts from the seat count chosen here.
    expect(start('OnlineFriend')).toHaveAttribute('href', '/play/discs/online?players=3');
  });

  it('uses the translated segment and code of the reader language', async () => {
    renderInLanguage(<ModePicker entry={discs} options={{ aiLevels: levels, initialSettings: null }} />, 'pt', texts);
    expect(await within(screen.getByTestId('mode-AI')).findByRole('button', { name: 'Easy' })).toBeInTheDocument();
    expect(start('LocalFriend')).toHaveAttribute('href', '/pt/jogar/discos/local?players=2');
    expect(start('OnlineFriend')).toHaveAttribute('href', '/pt/jogar/discos/online?players=2');
    expect(start('AI')).toHaveTextContent('Começar contra o computador');
    expect(start('LocalFriend')).toHaveTextContent('Começar neste dispositivo');
  });

  it('shows only the modes the game has, and no seat count for a fixed number of players', () => {
    renderInLanguage(
      <ModePicker
        entry={{ ...discs, modes: ['LocalFriend'], maxPlayers: 2 }}
        options={{ aiLevels: null, initialSettings: null }}
      />,
      'en',
      texts,
    );
    expect(screen.queryByTestId('mode-AI')).not.toBeInTheDocument();
    expect(screen.queryByTestId('mode-OnlineFriend')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Players' })).not.toBeInTheDocument();
    expect(start('LocalFriend')).toHaveAttribute('href', '/play/discs/local');
  });

  it('shows the levels and the default level at once, before any code of the game is loaded', () => {
    renderInLanguage(
      <ModePicker entry={{ ...discs, aiConfig: undefined }} options={{ aiLevels: levels, initialSettings: null }} />,
      'en',
      texts,
    );
    expect(within(screen.getByTestId('mode-AI')).getByRole('button', { name: 'Easy' })).toHaveAttribute('aria-pressed', 'true');
    expect(start('AI')).toHaveAttribute('href', '/play/discs/AI?players=2&level=easy&seat=0');
  });

  it("shows the game's settings with their defaults, and carries a changed setting to the play routes", async () => {
    const Rounds = ({ value, onChange }: CustomizationProps<{ rounds: number }>) => (
      <button type="button" onClick={() => onChange({ rounds: value.rounds + 1 })}>
        Rounds: {value.rounds}
      </button>
    );
    const entry = { ...discs, customization: async () => ({ defaultValue: { rounds: 3 }, Component: Rounds }) };
    renderInLanguage(<ModePicker entry={entry} options={{ aiLevels: levels, initialSettings: null }} />, 'en', texts);
    await userEvent.click(await screen.findByRole('button', { name: 'Rounds: 3' }));
    expect(screen.getByRole('button', { name: 'Rounds: 4' })).toBeInTheDocument();
    expect(start('LocalFriend')).toHaveAttribute(
      'href',
      `/play/discs/local?players=2&setup=${encodeURIComponent('{"rounds":4}')}`,
    );
  });

  it('starts from the settings the server read for the page, carried by the links before any change', async () => {
    const Rounds = ({ value }: CustomizationProps<{ rounds: number }>) => <span>Rounds: {value.rounds}</span>;
    const entry = { ...discs, customization: async () => ({ defaultValue: { rounds: 3 }, Component: Rounds }) };
    renderInLanguage(<ModePicker entry={entry} options={{ aiLevels: levels, initialSettings: { rounds: 5 } }} />, 'en', texts);
    expect(start('LocalFriend')).toHaveAttribute(
      'href',
      `/play/discs/local?players=2&setup=${encodeURIComponent('{"rounds":5}')}`,
    );
    expect(await screen.findByText('Rounds: 5')).toBeInTheDocument();
  });
});

describe('ModePicker seats against the computer', () => {
  const seatButtons = (label: string | RegExp = /^Your (seat|turn order)$/) =>
    within(within(screen.getByTestId('mode-AI')).getByRole('group', { name: label }))
      .getAllByRole('button')
      .map((button) => button.textContent);

  it("offers Skat's three seats in Skat's own words, and starts the game in the chosen one", async () => {
    const skat = findGame('skat')!;
    renderInLanguage(<ModePicker entry={skat} options={await gamePageOptions(skat, 'en')} />, 'en', { skat: skatEn });
    expect(seatButtons()).toEqual([skatEn.seatChoice[0], skatEn.seatChoice[1], skatEn.seatChoice[2]]);
    expect(within(screen.getByTestId('mode-AI')).getByRole('button', { name: 'You deal first' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'You are middlehand (you bid first)' }));
    expect(start('AI').getAttribute('href')).toMatch(/^\/play\/skat\/AI\?level=\w+&seat=2$/);
  });

  it("names Skat's seats in the reader's language", async () => {
    const skat = findGame('skat')!;
    renderInLanguage(<ModePicker entry={skat} options={await gamePageOptions(skat, 'de')} />, 'de', { skat: skatDe });
    expect(seatButtons('Dein Platz')).toEqual([
      'Du gibst zuerst',
      'Du sitzt in Vorhand (spielst aus)',
      'Du sitzt in Mittelhand (sagst zuerst)',
    ]);
  });

  it('offers four seats at a four-player Schafkopf table and three at a three-player one', async () => {
    const schafkopf = findGame('schafkopf')!;
    renderInLanguage(<ModePicker entry={schafkopf} options={await gamePageOptions(schafkopf, 'en')} />, 'en', {
      schafkopf: schafkopfEn,
    });
    // In Schafkopf's own words: the first seat deals, the others speak in turn.
    const fourSeats = ['You deal first', 'You speak and lead first', 'You speak second', 'You speak third'];
    expect(seatButtons()).toEqual(fourSeats);
    await userEvent.click(screen.getByRole('button', { name: 'You speak third' }));
    expect(start('AI').getAttribute('href')).toMatch(/players=4&level=\w+&seat=3$/);
    // A seat of the larger table falls back to the first at the smaller one.
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    expect(seatButtons()).toEqual(fourSeats.slice(0, 3));
    expect(within(screen.getByTestId('mode-AI')).getByRole('button', { name: 'You deal first' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(start('AI').getAttribute('href')).toMatch(/players=3&level=\w+&seat=0$/);
  });

  it('names seats beyond the fourth by number', async () => {
    renderInLanguage(
      <ModePicker entry={{ ...discs, maxPlayers: 6 }} options={{ aiLevels: levels, initialSettings: null }} />,
      'en',
      texts,
    );
    await userEvent.click(screen.getByRole('button', { name: '6' }));
    expect(seatButtons()).toEqual(['Move first', 'Move second', 'Move third', 'Move fourth', 'Seat 5', 'Seat 6']);
  });

  it('asks no seat of a game for one player', () => {
    renderInLanguage(
      <ModePicker entry={{ ...discs, minPlayers: 1, maxPlayers: 1 }} options={{ aiLevels: levels, initialSettings: null }} />,
      'en',
      texts,
    );
    expect(within(screen.getByTestId('mode-AI')).queryByRole('button', { name: 'Move first' })).not.toBeInTheDocument();
  });

  it("puts Skat's seats and the start link in the page's HTML, before any script runs", async () => {
    const skat = findGame('skat')!;
    const i18n = i18next.createInstance();
    void i18n.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { common: commonEn, skat: skatEn } },
      defaultNS: 'common',
      initAsync: false,
    });
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <ModePicker entry={skat} options={await gamePageOptions(skat, 'en')} />
      </I18nextProvider>,
    );
    for (const seat of Object.values(skatEn.seatChoice)) expect(html).toContain(`>${seat}</button>`);
    expect(html).toMatch(/href="\/play\/skat\/AI\?level=\w+&amp;seat=0"/);
  });
});
