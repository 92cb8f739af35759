// Server only: the props of the room page, /<lang>/room/<game name>/<game code>/<roomId>.
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { codeFor } from '@tabula/catalogue';
import { addressesOf, requestOrigin, type PageAddresses } from '../i18n/addresses';
import { findGameIgnoringCase } from '../i18n/gameLookup';
import { languageOf } from '../i18n/languages';
import { answerNotFound } from '../i18n/notFoundStatus';
import { gamePath } from '../i18n/paths';
import type { OnlinePageProps } from '../session/OnlineProps';
import { onlinePageProps } from '../session/onlineServerProps';
import { gameNameIn } from './gameNames';
import { roomPath, slugify } from './paths';
import { readRoom, type RoomInvitation } from './roomExists';

export interface RoomRouteProps extends OnlinePageProps {
  code: string | null;
  roomId: string | null;
  problem: 'gameNotFound' | 'roomNotFound' | null;
  addresses: PageAddresses | null;
  /** Who invites to what, shown above the nickname field; null when the API could not say. */
  invitation: RoomInvitation | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * One address per room: the game's name and code in the page's language (any other spelling or case
 * redirects); without a room id, the game's online page. An unknown game or room answers 404.
 */
export async function roomRouteProps(context: GetServerSidePropsContext): Promise<GetServerSidePropsResult<RoomRouteProps>> {
  const rawCode = text(context.params?.gameCode);
  const roomParam = context.params?.roomId;
  if (Array.isArray(roomParam) && roomParam.length > 1) return { notFound: true };
  const roomId = Array.isArray(roomParam) && roomParam[0] ? roomParam[0] : null;
  const language = languageOf(context.locale);
  const entry = findGameIgnoringCase(rawCode);
  if (!entry) {
    answerNotFound(context);
    return {
      props: {
        ...(await onlinePageProps(context)),
        code: null,
        roomId,
        problem: 'gameNotFound',
        addresses: null,
        invitation: null,
      },
    };
  }
  if (!roomId) return { redirect: { destination: gamePath(entry, language, 'online'), permanent: true } };
  const canonical = roomPath(language, entry, gameNameIn(entry, language), roomId);
  if (text(context.params?.gameName) !== slugify(gameNameIn(entry, language)) || rawCode !== codeFor(entry, language)) {
    return { redirect: { destination: canonical, permanent: true } };
  }
  const base = { ...(await onlinePageProps(context, [entry.code])), code: entry.code, roomId };
  const room = await readRoom(roomId);
  if (room.existence === 'missing') {
    answerNotFound(context);
    return { props: { ...base, problem: 'roomNotFound', addresses: null, invitation: null } };
  }
  const addresses = addressesOf((other) => roomPath(other, entry, gameNameIn(entry, other), roomId), requestOrigin(context.req));
  return { props: { ...base, problem: null, addresses, invitation: room.invitation } };
}
