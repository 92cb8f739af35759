import type { GetServerSidePropsContext } from 'next';
import { matchRouteProps } from '../match/matchRouteProps';
import { fetchPublicMatch } from '../match/publicMatch';
import { roomRouteProps } from '../room/roomRouteProps';
import { readRoom } from '../room/roomExists';
import { gameRouteProps } from './gameRouteProps';

jest.mock('./pageTranslations', () => ({
  pageTranslations: async (_locale: string, namespaces: string[] = []) => ({ namespaces }),
}));
jest.mock('../room/roomExists', () => ({ readRoom: jest.fn() }));
jest.mock('../match/publicMatch', () => ({ fetchPublicMatch: jest.fn() }));

function context(params: Record<string, string | string[]>, locale = 'en', resolvedUrl = '/', dataRequest = false) {
  const res = { statusCode: 200 };
  const req = { url: dataRequest ? '/_next/data/b/x.json' : resolvedUrl, headers: { host: 'tabula.test' } };
  return { ctx: { params, locale, resolvedUrl, req, res } as unknown as GetServerSidePropsContext, res };
}

describe('game page props', () => {
  it('redirects another spelling of the address, keeping the query', async () => {
    const { ctx } = context({ code: 'Chess' }, 'de', '/play/Chess/AI?level=2');
    expect(await gameRouteProps(ctx, 'AI')).toEqual({
      redirect: { destination: '/de/spielen/schach/AI?level=2', permanent: true },
    });
  });

  it('answers 404 for an unknown game or mode, with what the page needs to say so', async () => {
    const missing = context({ code: 'nogame' });
    expect(await gameRouteProps(missing.ctx)).toMatchObject({ props: { code: null, problem: 'gameNotFound', addresses: null } });
    expect(missing.res.statusCode).toBe(404);
    const mode = context({ code: 'memorymatch' });
    expect(await gameRouteProps(mode.ctx, 'AI')).toMatchObject({ props: { code: 'memorymatch', problem: 'invalidMode' } });
    expect(mode.res.statusCode).toBe(404);
    const navigation = context({ code: 'nogame' }, 'en', '/', true);
    await gameRouteProps(navigation.ctx);
    expect(navigation.res.statusCode).toBe(200);
  });

  it('gives the page’s address in every language', async () => {
    const { ctx, res } = context({ code: 'schach' }, 'de');
    const result = (await gameRouteProps(ctx, 'local')) as {
      props: { addresses: { origin: string; paths: Record<string, string> } };
    };
    expect(res.statusCode).toBe(200);
    expect(result.props.addresses).toEqual({
      origin: 'http://tabula.test',
      paths: {
        en: '/play/chess/local',
        pt: '/pt/jogar/xadrez/local',
        de: '/de/spielen/schach/local',
        fr: '/fr/jouer/echecs/local',
        it: '/it/gioca/scacchi/local',
      },
    });
  });
});

describe('room page props', () => {
  beforeEach(() => jest.mocked(readRoom).mockReset());

  it('redirects to the one address of the room, in the page’s language', async () => {
    const { ctx } = context({ gameName: 'tic-tac-toe', gameCode: 'TicTacToe', roomId: ['r1'] }, 'pt');
    expect(await roomRouteProps(ctx)).toEqual({
      redirect: { destination: '/pt/room/jogo-da-velha/jogo-da-velha/r1', permanent: true },
    });
    const bare = context({ gameName: 'tic-tac-toe', gameCode: 'tictactoe' });
    expect(await roomRouteProps(bare.ctx)).toEqual({ redirect: { destination: '/play/tictactoe/online', permanent: true } });
  });

  it('answers 404 for a room that does not exist', async () => {
    jest.mocked(readRoom).mockResolvedValue({ existence: 'missing', invitation: null });
    const { ctx, res } = context({ gameName: 'tic-tac-toe', gameCode: 'tic-tac-toe', roomId: ['r404'] }, 'de');
    expect(await roomRouteProps(ctx)).toMatchObject({
      props: { code: 'tictactoe', roomId: 'r404', problem: 'roomNotFound', addresses: null },
    });
    expect(res.statusCode).toBe(404);
  });

  it('shows a room that exists, with its address in every language', async () => {
    const invitation = { gameCode: 'tictactoe', capacity: 2, creatorNickname: 'Anna', started: false };
    jest.mocked(readRoom).mockResolvedValue({ existence: 'exists', invitation });
    const { ctx, res } = context({ gameName: 'tic-tac-toe', gameCode: 'tictactoe', roomId: ['r1'] });
    const result = (await roomRouteProps(ctx)) as {
      props: { problem: null; addresses: { paths: Record<string, string> }; invitation: unknown };
    };
    expect(res.statusCode).toBe(200);
    expect(result.props.problem).toBeNull();
    // Who invites to what comes with the page, before the visitor has a nickname.
    expect(result.props.invitation).toEqual(invitation);
    expect(result.props.addresses.paths).toMatchObject({
      en: '/room/tic-tac-toe/tictactoe/r1',
      pt: '/pt/room/jogo-da-velha/jogo-da-velha/r1',
      fr: '/fr/room/morpion/morpion/r1',
    });
  });
});

describe('match page props', () => {
  it('reads the match for any visitor, with only its game’s texts', async () => {
    const match = { id: 'm1', gameCode: 'chess', bgioServerUrl: 'http://gs', bgioMatchId: 'b1', playerMemberships: [] };
    jest.mocked(fetchPublicMatch).mockResolvedValue({ status: 'found', match });
    const { ctx } = context({ matchId: ['m1'] }, 'it');
    expect(await matchRouteProps(ctx)).toMatchObject({
      props: {
        matchId: 'm1',
        match,
        namespaces: ['online', 'chess', 'cards'],
        addresses: { paths: { en: '/match/m1', it: '/it/match/m1' } },
      },
    });
  });

  it('answers 404 for a match that does not exist, and still shows one the API could not read', async () => {
    jest.mocked(fetchPublicMatch).mockResolvedValue({ status: 'missing' });
    const missing = context({ matchId: ['nope'] });
    expect(await matchRouteProps(missing.ctx)).toMatchObject({ props: { matchId: null, match: null } });
    expect(missing.res.statusCode).toBe(404);
    jest.mocked(fetchPublicMatch).mockResolvedValue({ status: 'unavailable' });
    const later = context({ matchId: ['m1'] });
    expect(await matchRouteProps(later.ctx)).toMatchObject({ props: { matchId: 'm1', match: null } });
    expect(later.res.statusCode).toBe(200);
  });
});
