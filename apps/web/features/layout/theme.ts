import { createTheme } from '@mui/material/styles';

/** One dark theme for the site and the game screens. */
export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: '#f5b94a' },
    secondary: { main: '#7cc4ff' },
    background: { default: '#15171c', paper: '#1f232b' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
});
