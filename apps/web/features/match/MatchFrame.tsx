import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import { SitePage } from '../layout/SitePage';
import { Spinner } from '../layout/Spinner';

export interface MatchFrameProps {
  /** The game's name in the reader's language. */
  title: string;
  /** Beside the title, e.g. the chat button. */
  action?: ReactNode;
  children: ReactNode;
}

/** The match page in the site's frame (header with the language selector), the game's name as its heading. */
export function MatchFrame({ title, action, children }: MatchFrameProps) {
  return (
    <SitePage title={title}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ flex: 1, minWidth: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </SitePage>
  );
}

export interface MatchStatusProps {
  type: 'loading' | 'error';
  message: string;
  /** The way on, e.g. a button that tries again. */
  action?: ReactNode;
}

/** A loading state or an error of the match, inside the page. */
export function MatchStatus({ type, message, action }: MatchStatusProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: 6 }}>
      {type === 'loading' ? <Spinner /> : <CancelOutlined sx={{ fontSize: 56, color: 'error.main' }} aria-hidden />}
      <Typography role={type === 'error' ? 'alert' : 'status'} data-testid={`match-${type}`}>
        {message}
      </Typography>
      {action}
    </Box>
  );
}
