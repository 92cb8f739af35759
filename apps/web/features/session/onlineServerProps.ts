// Server only: props shared by the online pages (room, lobby, match, play online).
import type { GetServerSidePropsContext } from 'next';
import { games } from '@tabula/catalogue';
import { CARDS_NAMESPACE } from '../i18n/gameRouteProps';
import { pageTranslations } from '../i18n/pageTranslations';
import { apiUrlFromEnvironment } from '../../lib/apollo/serverApi';
import type { OnlinePageProps } from './OnlineProps';

export const ONLINE_NAMESPACE = 'online';

/** Codes of the games that can be played online: their texts are needed where the game is not known in advance. */
export function onlineGameCodes(): string[] {
  return games.filter((entry) => entry.modes.includes('OnlineFriend')).map((entry) => entry.code);
}

export async function onlinePageProps(context: Pick<GetServerSidePropsContext, 'locale'>, gameCodes: string[] = []) {
  const props: OnlinePageProps = { apiUrl: apiUrlFromEnvironment() };
  return {
    ...(await pageTranslations(context.locale, [
      ONLINE_NAMESPACE,
      ...gameCodes,
      ...(gameCodes.length > 0 ? [CARDS_NAMESPACE] : []),
    ])),
    ...props,
  };
}
