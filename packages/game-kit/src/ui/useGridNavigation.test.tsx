import { fireEvent, render, screen } from '@testing-library/react';
import { useGridNavigation, type GridNavigationOptions } from './useGridNavigation';

const LAYOUT = [
  ['a', 'b', 'c'],
  ['d', 'e', 'f'],
];

function Grid(options: Omit<GridNavigationOptions<string>, 'layout'>) {
  const navigation = useGridNavigation({ layout: LAYOUT, ...options });
  return (
    <div>
      {LAYOUT.map((row, r) => (
        <div key={row[0]}>
          {row.map((key, c) => (
            <button key={key} type="button" {...navigation.cellProps(r, c)}>
              {key}
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}

const cell = (name: string) => screen.getByRole('button', { name });
const press = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key });

describe('useGridNavigation', () => {
  it('moves the focus with the arrow keys and stops at the edges', () => {
    render(<Grid />);
    cell('a').focus();
    press('ArrowRight');
    expect(cell('b')).toHaveFocus();
    press('ArrowDown');
    expect(cell('e')).toHaveFocus();
    press('ArrowDown');
    expect(cell('e')).toHaveFocus();
    press('ArrowLeft');
    press('ArrowLeft');
    press('ArrowUp');
    expect(cell('a')).toHaveFocus();
    expect(cell('a')).not.toHaveAttribute('tabindex');
  });

  it('leaves other keys and off-grid arrows to the page unless clamped', () => {
    render(<Grid />);
    cell('a').focus();
    expect(press('ArrowUp')).toBe(true);
    expect(press('Enter')).toBe(true);
    expect(press('End')).toBe(true);
    expect(cell('a')).toHaveFocus();
  });

  it('keeps one tab stop that follows the focus', () => {
    render(<Grid roving initial="e" clamp homeEnd />);
    expect(cell('e')).toHaveAttribute('tabindex', '0');
    expect(cell('a')).toHaveAttribute('tabindex', '-1');
    cell('e').focus();
    press('Home');
    expect(cell('d')).toHaveFocus();
    expect(cell('d')).toHaveAttribute('tabindex', '0');
    expect(cell('e')).toHaveAttribute('tabindex', '-1');
    expect(press('ArrowLeft')).toBe(false);
    expect(cell('d')).toHaveFocus();
    press('End');
    expect(cell('f')).toHaveFocus();
  });
});
