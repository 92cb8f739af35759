// Server only: the props of the match page, /match/<matchId>.
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { findGame } from '@tabula/catalogue';
import { prefixedAddresses, requestOrigin, type PageAddresses } from '../i18n/addresses';
import { answerNotFound } from '../i18n/notFoundStatus';
import type { OnlinePageProps } from '../session/OnlineProps';
import { onlineGameCodes, onlinePageProps } from '../session/onlineServerProps';
import { fetchPublicMatch, type PublicMatch } from './publicMatch';

export interface MatchRouteProps extends OnlinePageProps {
  /** Null when the match does not exist (the page answers 404). */
  matchId: string | null;
  /** The match as anyone may see it; null when missing or when the API could not be reached. */
  match: PublicMatch | null;
  addresses: PageAddresses | null;
}

/** Reads the match for every visitor, so watching needs no nickname; a missing match answers 404. */
export async function matchRouteProps(context: GetServerSidePropsContext): Promise<GetServerSidePropsResult<MatchRouteProps>> {
  const param = context.params?.matchId;
  if (Array.isArray(param) && param.length > 1) return { notFound: true };
  const requested = Array.isArray(param) && param[0] ? param[0] : null;
  const result = requested ? await fetchPublicMatch(requested) : ({ status: 'missing' } as const);
  if (!requested || result.status === 'missing') {
    answerNotFound(context);
    return { props: { ...(await onlinePageProps(context)), matchId: null, match: null, addresses: null } };
  }
  const match = result.status === 'found' ? result.match : null;
  // The game's texts; every online game's when the game is not known yet (the browser reads the match).
  const codes = match && findGame(match.gameCode) ? [match.gameCode] : onlineGameCodes();
  return {
    props: {
      ...(await onlinePageProps(context, codes)),
      matchId: requested,
      match,
      addresses: prefixedAddresses(`/match/${requested}`, requestOrigin(context.req)),
    },
  };
}
