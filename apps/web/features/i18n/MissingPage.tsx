import { styled } from '@mui/material/styles';
import { SitePage } from '../layout/SitePage';
import type { Language } from './languages';
import { PathLink } from './PathLink';

export interface PageLink {
  label: string;
  /** A path with its language prefix (paths.ts). */
  href: string;
}

export interface MissingPageProps {
  /** What is missing, in the reader's language: "Game not found." */
  message: string;
  /** The main way on, e.g. the game list or a new room. */
  action: PageLink;
  /** Other ways on, e.g. the game's page or the lobby. */
  links?: PageLink[];
  /** The same page in another language, for the language selector (translated paths). */
  pathFor?: (language: Language) => string;
}

// Styled elements rather than MUI's Box, Button, Link, Typography and icons: missing pages are
// answered before any screen of their route has loaded (the match page's first load among them).
const Column = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: theme.spacing(3),
  paddingTop: theme.spacing(4),
  paddingBottom: theme.spacing(4),
  [theme.breakpoints.up('sm')]: { paddingTop: theme.spacing(8), paddingBottom: theme.spacing(8) },
}));

const Heading = styled('h1')(({ theme }) => ({ ...theme.typography.h4, margin: 0, fontWeight: 700, overflowWrap: 'anywhere' }));

/** A link drawn as MUI's large contained button. */
const ActionLink = styled(PathLink)(({ theme }) => ({
  ...theme.typography.button,
  fontSize: '0.9375rem',
  padding: '8px 22px',
  borderRadius: theme.shape.borderRadius,
  color: theme.palette.primary.contrastText,
  backgroundColor: theme.palette.primary.main,
  textDecoration: 'none',
  boxShadow: theme.shadows[2],
  '&:hover': { backgroundColor: theme.palette.primary.dark },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.light}`, outlineOffset: 2 },
}));

const Links = styled('nav')(({ theme }) => ({
  ...theme.typography.body1,
  display: 'flex',
  gap: theme.spacing(3),
  flexWrap: 'wrap',
  justifyContent: 'center',
  '& a': { color: theme.palette.primary.main },
}));

/** A circle with a cross, in the error colour. */
function MissingMark() {
  return (
    <svg width={64} height={64} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
        <circle cx={12} cy={12} r={9} />
        <path d="M9 9l6 6M15 9l-6 6" />
      </g>
    </svg>
  );
}

const Mark = styled('span')(({ theme }) => ({ display: 'flex', color: theme.palette.error.main }));

/**
 * A page, game, mode, room or match that does not exist: the site's frame (header, language
 * selector), what is missing, and links that lead somewhere useful. Pages answer it with HTTP 404.
 */
export function MissingPage({ message, action, links = [], pathFor }: MissingPageProps) {
  return (
    <SitePage title={message} pathFor={pathFor}>
      <Column data-testid="missing-page">
        <Mark>
          <MissingMark />
        </Mark>
        <Heading>{message}</Heading>
        <ActionLink href={action.href} data-testid="missing-action">
          {action.label}
        </ActionLink>
        {links.length > 0 && (
          <Links>
            {links.map((link) => (
              <PathLink key={link.href} href={link.href}>
                {link.label}
              </PathLink>
            ))}
          </Links>
        )}
      </Column>
    </SitePage>
  );
}
