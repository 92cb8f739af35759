import { WILDCARD, type Cell } from '../types';

export const MARK_COLOURS = { '0': '#ef5350', '1': '#66bb6a', [WILDCARD]: '#ffca28' } as const;

/** Seat 0 draws a red cross, seat 1 a green circle, the wildcard a golden plus. */
export function Mark({ cell, ghost = false }: { cell: Exclude<Cell, null>; ghost?: boolean }) {
  const common = {
    viewBox: '0 0 100 100',
    width: '68%',
    height: '68%',
    'aria-hidden': true,
    style: { opacity: ghost ? 0.35 : 1 },
  } as const;
  if (cell === WILDCARD) {
    return (
      <svg {...common} data-mark="wildcard">
        <circle cx="50" cy="50" r="40" fill="rgba(255, 202, 40, 0.16)" />
        <path d="M50 18 V82 M18 50 H82" stroke={MARK_COLOURS[WILDCARD]} strokeWidth="16" strokeLinecap="round" />
      </svg>
    );
  }
  if (cell === '0') {
    return (
      <svg {...common} data-mark="cross">
        <path d="M22 22 L78 78 M78 22 L22 78" stroke={MARK_COLOURS['0']} strokeWidth="13" strokeLinecap="round" />
      </svg>
    );
  }
  return (
    <svg {...common} data-mark="circle">
      <circle cx="50" cy="50" r="29" stroke={MARK_COLOURS['1']} strokeWidth="13" fill="none" />
    </svg>
  );
}
