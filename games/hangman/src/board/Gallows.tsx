import { useTranslation } from 'react-i18next';
import { MAX_MISTAKES } from '../puzzle';

const STROKE = { stroke: 'currentColor', strokeWidth: 6, strokeLinecap: 'round', fill: 'none' } as const;

/** One part per mistake, in the order they are drawn: the gallows first, then the figure. */
const PARTS = [
  <line key="base" x1="10" y1="150" x2="90" y2="150" {...STROKE} />,
  <line key="pole" x1="30" y1="150" x2="30" y2="10" {...STROKE} />,
  <line key="beam" x1="30" y1="10" x2="100" y2="10" {...STROKE} />,
  <line key="rope" x1="100" y1="10" x2="100" y2="32" {...STROKE} strokeWidth={4} />,
  <circle key="head" cx="100" cy="46" r="14" {...STROKE} strokeWidth={5} />,
  <line key="body" x1="100" y1="60" x2="100" y2="104" {...STROKE} strokeWidth={5} />,
  <line key="left-arm" x1="100" y1="72" x2="80" y2="92" {...STROKE} strokeWidth={5} />,
  <line key="right-arm" x1="100" y1="72" x2="120" y2="92" {...STROKE} strokeWidth={5} />,
  <line key="left-leg" x1="100" y1="104" x2="84" y2="134" {...STROKE} strokeWidth={5} />,
  <line key="right-leg" x1="100" y1="104" x2="116" y2="134" {...STROKE} strokeWidth={5} />,
];

/** The gallows drawn part by part, one per mistake, up to the last at MAX_MISTAKES. */
export function Gallows({ mistakes }: { mistakes: number }) {
  const { t } = useTranslation('hangman');
  const drawn = Math.min(mistakes, MAX_MISTAKES);
  return (
    <svg
      viewBox="0 0 140 160"
      width="120"
      height="137"
      role="img"
      aria-label={t('board.gallows', { mistakes: drawn, max: MAX_MISTAKES })}
      data-testid="gallows"
      data-parts={drawn}
      style={{ color: drawn >= MAX_MISTAKES ? '#ef9a9a' : '#e0e0e0', flexShrink: 0 }}
    >
      <line x1="10" y1="150" x2="130" y2="150" stroke="currentColor" strokeOpacity={0.15} strokeWidth={2} />
      {PARTS.slice(0, drawn)}
    </svg>
  );
}
