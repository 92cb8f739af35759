import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import { MatchLoading, MatchStatusBox } from './MatchFrame';

export interface MatchStatusProps {
  type: 'loading' | 'error';
  message: string;
  /** The way on, e.g. a button that tries again. */
  action?: ReactNode;
}

/** A loading state or an error of the match, inside the page. */
export function MatchStatus({ type, message, action }: MatchStatusProps) {
  if (type === 'loading') return <MatchLoading message={message} />;
  return (
    <MatchStatusBox>
      <CancelOutlined sx={{ fontSize: 56, color: 'error.main' }} aria-hidden />
      <Typography role="alert" data-testid="match-error">
        {message}
      </Typography>
      {action}
    </MatchStatusBox>
  );
}
