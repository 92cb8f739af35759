import type { PlayerID } from 'boardgame.io';

/** Seat 0 draws a red cross, seat 1 a green circle. */
export function Mark({ seat }: { seat: PlayerID }) {
  if (seat === '0') {
    return (
      <svg viewBox="0 0 100 100" width="70%" height="70%" aria-hidden="true">
        <path d="M20 20 L80 80 M80 20 L20 80" stroke="#ef5350" strokeWidth="12" strokeLinecap="round" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 100 100" width="70%" height="70%" aria-hidden="true">
      <circle cx="50" cy="50" r="30" stroke="#66bb6a" strokeWidth="12" fill="none" />
    </svg>
  );
}
