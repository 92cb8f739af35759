import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
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

/**
 * A page, game, mode, room or match that does not exist: the site's frame (header, language
 * selector), what is missing, and links that lead somewhere useful. Pages answer it with HTTP 404.
 */
export function MissingPage({ message, action, links = [], pathFor }: MissingPageProps) {
  return (
    <SitePage title={message} pathFor={pathFor}>
      <Box
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 3, py: { xs: 4, sm: 8 } }}
        data-testid="missing-page"
      >
        <CancelOutlined sx={{ fontSize: 64, color: 'error.main' }} aria-hidden />
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {message}
        </Typography>
        <Button variant="contained" size="large" href={action.href} LinkComponent={PathLink} data-testid="missing-action">
          {action.label}
        </Button>
        {links.length > 0 && (
          <Box component="nav" sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', justifyContent: 'center' }}>
            {links.map((link) => (
              <Link key={link.href} component={PathLink} href={link.href}>
                {link.label}
              </Link>
            ))}
          </Box>
        )}
      </Box>
    </SitePage>
  );
}
