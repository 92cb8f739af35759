export interface TabulaLogoProps {
  size?: number;
}

/**
 * Tabula's mark: a board of four squares with two pieces on it. Decorative; label the link around it.
 * A plain <svg>: it is in every page's header.
 */
export function TabulaLogo({ size = 36 }: TabulaLogoProps) {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false" style={{ display: 'block' }}>
      <rect x="2" y="2" width="44" height="44" rx="10" fill="#f5b94a" />
      <rect x="8" y="8" width="15" height="15" rx="3" fill="#2b2f38" />
      <rect x="25" y="25" width="15" height="15" rx="3" fill="#2b2f38" />
      <rect x="25" y="8" width="15" height="15" rx="3" fill="#fbe3b4" />
      <rect x="8" y="25" width="15" height="15" rx="3" fill="#fbe3b4" />
      <circle cx="15.5" cy="15.5" r="4.5" fill="#fbe3b4" />
      <circle cx="32.5" cy="32.5" r="4.5" fill="#e0623a" />
    </svg>
  );
}
