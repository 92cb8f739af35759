import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { SitePage } from '../layout/SitePage';
import { Spinner } from '../layout/Spinner';

// Styled elements rather than MUI's Box and Typography: this frame is the match page's first
// screen (see layout/frameParts.ts).
const TitleRow = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  // A phone keeps its height for the table.
  marginBottom: theme.spacing(1),
  [theme.breakpoints.up('sm')]: { marginBottom: theme.spacing(2) },
}));

const Title = styled('h1')(({ theme }) => ({
  ...theme.typography.h5,
  margin: 0,
  flex: 1,
  minWidth: 0,
  fontWeight: 700,
  overflowWrap: 'anywhere',
}));

/** The place of the match's loading state or error, below the heading. */
export const MatchStatusBox = styled('div')(({ theme }) => ({
  ...theme.typography.body1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: theme.spacing(2),
  paddingTop: theme.spacing(6),
  paddingBottom: theme.spacing(6),
}));

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
      <TitleRow>
        <Title>{title}</Title>
        {action}
      </TitleRow>
      {children}
    </SitePage>
  );
}

/** The match is on its way (the first screen of the match page: no icons, no buttons). */
export function MatchLoading({ message }: { message: string }) {
  return (
    <MatchStatusBox>
      <Spinner />
      <p role="status" data-testid="match-loading" style={{ margin: 0 }}>
        {message}
      </p>
    </MatchStatusBox>
  );
}
