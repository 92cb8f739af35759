import { keyframes, styled } from '@mui/material/styles';

const turn = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled('span')(({ theme }) => ({
  display: 'inline-block',
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: `4px solid ${theme.palette.primary.main}`,
  borderRightColor: 'transparent',
  animation: `${turn} 0.9s linear infinite`,
  '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.7s' },
}));

/**
 * A busy indicator for the first screen of online pages: drawn with CSS, so those pages do not ship
 * MUI's CircularProgress (and what it brings) before they know what to show.
 */
export function Spinner({ label }: { label?: string }) {
  return <Ring role="progressbar" aria-label={label} aria-busy="true" />;
}
