import type { ReactElement } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockSubscriptionLink } from '@apollo/client/testing';
import frOnline from '../../locales/fr/online.json';
import online from '../../locales/en/online.json';
import type { Language } from '../i18n/languages';
import { renderInLanguage } from '../i18n/testI18n';
import { RematchOffer, type RematchOfferProps } from './RematchOffer';

const anna = { id: 1, nickname: 'Anna' };
const bob = { id: 2, nickname: 'Bob' };

/** The match page's rematch offer, with a subscription link whose events the test sends. */
function showOffer(props: Partial<RematchOfferProps> = {}, language: Language = 'en') {
  const link = new MockSubscriptionLink();
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const onJoin = jest.fn();
  const ui: ReactElement = (
    <ApolloProvider client={client}>
      <RematchOffer matchId="m-1" initial={null} viewerId={bob.id} pending={false} onJoin={onJoin} {...props} />
    </ApolloProvider>
  );
  renderInLanguage(ui, language, { online: language === 'fr' ? frOnline : online });
  const offerArrives = async (offer: { roomId: string; players: (typeof anna)[] } | null) => {
    await waitFor(() => expect(link.operation?.operationName).toBe('RematchMutated'));
    await act(async () => {
      link.simulateResult({ result: { data: { rematchMutated: { matchId: 'm-1', offer } } } });
      // The link sends it on the next tick.
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  };
  return { onJoin, offerArrives };
}

describe('RematchOffer', () => {
  it('tells the other player at once who wants a rematch, and joins the same room', async () => {
    const user = userEvent.setup();
    const { onJoin, offerArrives } = showOffer();
    expect(screen.queryByTestId('rematch-offer')).not.toBeInTheDocument();
    await offerArrives({ roomId: 'r-2', players: [anna] });
    expect(screen.getByTestId('rematch-offer')).toHaveTextContent('Anna wants a rematch');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(onJoin).toHaveBeenCalledTimes(1);
  });

  it('goes away on No thanks, and when the offer is withdrawn; a new offer shows again', async () => {
    const user = userEvent.setup();
    const { offerArrives } = showOffer();
    await offerArrives({ roomId: 'r-2', players: [anna] });
    await user.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(screen.queryByTestId('rematch-offer')).not.toBeInTheDocument();
    // Someone else joining the declined room does not bring it back.
    await offerArrives({ roomId: 'r-2', players: [anna, { id: 3, nickname: 'Cy' }] });
    expect(screen.queryByTestId('rematch-offer')).not.toBeInTheDocument();
    await offerArrives({ roomId: 'r-3', players: [anna] });
    expect(screen.getByTestId('rematch-offer')).toHaveTextContent('Anna wants a rematch');
    await offerArrives(null);
    expect(screen.queryByTestId('rematch-offer')).not.toBeInTheDocument();
  });

  it('shows the offer the match was read with', () => {
    showOffer({ initial: { roomId: 'r-2', players: [anna] } });
    expect(screen.getByTestId('rematch-offer')).toHaveTextContent('Anna wants a rematch');
  });

  it('hides the offer from a player already waiting in its room', async () => {
    const { offerArrives } = showOffer({ viewerId: anna.id });
    await offerArrives({ roomId: 'r-2', players: [bob] });
    expect(screen.getByTestId('rematch-offer')).toHaveTextContent('Bob wants a rematch');
    await offerArrives({ roomId: 'r-2', players: [bob, anna] });
    expect(screen.queryByTestId('rematch-offer')).not.toBeInTheDocument();
  });

  it('names several players in the reader language', async () => {
    const { offerArrives } = showOffer({ viewerId: 9 }, 'fr');
    await offerArrives({ roomId: 'r-2', players: [anna, bob] });
    expect(screen.getByTestId('rematch-offer')).toHaveTextContent('Anna et Bob veulent une revanche');
    expect(screen.getByRole('button', { name: 'Rejoindre' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Non merci' })).toBeEnabled();
  });
});
