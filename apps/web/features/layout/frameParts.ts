import NextLink from 'next/link';
import { styled } from '@mui/material/styles';

// The site frame (header, main, footer) and the online pages' first screen are drawn with these
// styled elements rather than MUI's Container, Box, Link and Typography components: the match page
// must show its frame within its first-load budget, and the styles stay the theme's.

/** The page column: MUI's Container at maxWidth "lg", with room below. */
export const PageColumn = styled('div')(({ theme }) => ({
  width: '100%',
  boxSizing: 'border-box',
  marginLeft: 'auto',
  marginRight: 'auto',
  paddingLeft: theme.spacing(2),
  paddingRight: theme.spacing(2),
  paddingBottom: theme.spacing(6),
  [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
  [theme.breakpoints.up('lg')]: { maxWidth: theme.breakpoints.values.lg },
}));

const plainLink = { color: 'inherit', textDecorationColor: 'currentColor' } as const;

/** A link in the text's colour, underlined (the footer's). */
export const PlainLink = styled(NextLink)(plainLink);

/** The same for an address outside the site. */
export const PlainOutsideLink = styled('a')(plainLink);

export const SiteFooter = styled('footer')(({ theme }) => ({
  marginTop: theme.spacing(6),
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(3),
  justifyContent: 'center',
  color: theme.palette.text.secondary,
  ...theme.typography.body1,
}));
