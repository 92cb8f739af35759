import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_TABLE_RULES, type TableRules } from '@tabula/game-kit';
import online from '../../locales/en/online.json';
import onlineFr from '../../locales/fr/online.json';
import type { Language } from '../i18n/languages';
import { renderInLanguage } from '../i18n/testI18n';
import { TableRulesSection } from './TableRulesSection';

function show(
  rules: TableRules,
  { editable = true, hasComputer = true, language = 'en' as Language, texts = online as object } = {},
) {
  const onChange = jest.fn();
  renderInLanguage(
    <TableRulesSection
      rules={rules}
      editable={editable}
      creatorNickname="Anna"
      hasComputer={hasComputer}
      busy={false}
      onChange={onChange}
    />,
    language,
    { online: texts },
  );
  return onChange;
}

const section = () => screen.getByRole('region', { name: 'Table rules' });
const choice = (name: string) => within(section()).getByRole('combobox', { name });

async function pick(name: string, option: string) {
  await userEvent.click(choice(name));
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('TableRulesSection', () => {
  it('offers the creator the clocks and, picking one on a table that never counts anyone away, sets the away time to a minute', async () => {
    const onChange = show(DEFAULT_TABLE_RULES);
    expect(choice('Turn clock')).toHaveTextContent('No clock');
    expect(choice('Away after')).toHaveTextContent('Never');
    // Without a clock, nothing runs out.
    expect(within(section()).queryByRole('combobox', { name: 'When time runs out' })).not.toBeInTheDocument();
    await pick('Turn clock', 'Per move');
    expect(onChange).toHaveBeenCalledWith({ clock: { kind: 'perMove', seconds: 30 }, onTimeout: 'moveOnce', awaySeconds: 60 });
  });

  it('keeps an away time the creator chose when a clock is picked', async () => {
    const onChange = show({ ...DEFAULT_TABLE_RULES, awaySeconds: 300 });
    await pick('Turn clock', 'Per match');
    expect(onChange).toHaveBeenCalledWith({
      clock: { kind: 'perMatch', minutes: 5, incrementSeconds: 0 },
      onTimeout: 'moveOnce',
      awaySeconds: 300,
    });
  });

  it('lets the creator change each value of a clock, what happens when time runs out, and the away time', async () => {
    const rules: TableRules = {
      clock: { kind: 'perMatch', minutes: 5, incrementSeconds: 0 },
      onTimeout: 'moveOnce',
      awaySeconds: 60,
    };
    const onChange = show(rules);
    expect(within(section()).queryByRole('combobox', { name: 'Time per move' })).not.toBeInTheDocument();
    await pick('Time per player', '20 min');
    expect(onChange).toHaveBeenLastCalledWith({ ...rules, clock: { kind: 'perMatch', minutes: 20, incrementSeconds: 0 } });
    await pick('Added after each move', '+5 s');
    expect(onChange).toHaveBeenLastCalledWith({ ...rules, clock: { kind: 'perMatch', minutes: 5, incrementSeconds: 5 } });
    await pick('When time runs out', 'The computer takes over the seat');
    expect(onChange).toHaveBeenLastCalledWith({ ...rules, onTimeout: 'takeOver' });
    await pick('Away after', 'Never');
    expect(onChange).toHaveBeenLastCalledWith({ ...rules, awaySeconds: null });
  });

  it('offers the per-move times', async () => {
    const onChange = show({ clock: { kind: 'perMove', seconds: 30 }, onTimeout: 'moveOnce', awaySeconds: 60 });
    await userEvent.click(choice('Time per move'));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['15 s', '30 s', '1 min', '3 min']);
    await userEvent.click(screen.getByRole('option', { name: '3 min' }));
    expect(onChange).toHaveBeenCalledWith({ clock: { kind: 'perMove', seconds: 180 }, onTimeout: 'moveOnce', awaySeconds: 60 });
  });

  it('shows every other member the rules the creator chose, without a way to change them', async () => {
    const onChange = show(
      { clock: { kind: 'perMove', seconds: 15 }, onTimeout: 'takeOver', awaySeconds: 180 },
      { editable: false },
    );
    expect(section()).toHaveTextContent('Chosen by Anna, who created the room.');
    expect(choice('Turn clock')).toHaveTextContent('Per move');
    expect(choice('Time per move')).toHaveTextContent('15 s');
    expect(choice('When time runs out')).toHaveTextContent('The computer takes over the seat');
    expect(choice('Away after')).toHaveTextContent('3 min');
    for (const box of within(section()).getAllByRole('combobox')) expect(box).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(choice('Turn clock'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers no clock for a game without a computer player, only the away time', () => {
    show(DEFAULT_TABLE_RULES, { hasComputer: false });
    expect(within(section()).getAllByRole('combobox')).toHaveLength(1);
    expect(within(section()).queryByRole('combobox', { name: 'Turn clock' })).not.toBeInTheDocument();
    expect(choice('Away after')).toBeInTheDocument();
  });

  it('speaks French, with tu', async () => {
    show({ ...DEFAULT_TABLE_RULES, awaySeconds: 30 }, { language: 'fr', texts: onlineFr, hasComputer: false });
    const fr = screen.getByRole('region', { name: 'Règles de la table' });
    expect(within(fr).getByRole('combobox', { name: 'Absent après' })).toHaveTextContent('30 s');
    expect(fr).toHaveTextContent('les autres peuvent la retirer de la partie');
  });
});
