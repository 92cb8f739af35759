import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import type { PlayerID } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import { castableBallots, currentBallot, mayProposeVeto } from '../moves';
import type { Policy, PolicyCounts } from '../types';
import type { SecretDraculaView } from '../view';
import { PolicyCard } from './PolicyCard';

export interface ActionMoves {
  vote: (round: number, ballot: { ballot: 'yes' | 'no' }) => void;
  mayorDiscard: (kind: string) => void;
  priestDiscard: (kind: string) => void;
  proposeVeto: () => void;
  answerVeto: (agree: boolean) => void;
  endPeek: () => void;
}

/** The cards of a hand told by counts, garlic first: a card is named by its kind, never by a position. */
const cardsOf = (hand: PolicyCounts): Policy[] => [
  ...Array<Policy>(hand.garlic).fill('garlic'),
  ...Array<Policy>(hand.blood).fill('blood'),
];

function Hand({ hand, onDiscard }: { hand: PolicyCounts; onDiscard?: (kind: Policy) => void }) {
  const { t } = useTranslation('secretDracula');
  return (
    <Box data-testid="secretDracula-hand" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {cardsOf(hand).map((policy, index) =>
        onDiscard ? (
          <ButtonBase
            // Cards of a kind are alike: the key tells them apart on screen only.
            key={`${policy}-${index}`}
            onClick={() => onDiscard(policy)}
            aria-label={t('board.discard', { policy: t(`policy.${policy}`) })}
            sx={{ borderRadius: 1 }}
          >
            <PolicyCard policy={policy} />
          </ButtonBase>
        ) : (
          <PolicyCard key={`${policy}-${index}`} policy={policy} />
        ),
      )}
    </Box>
  );
}

/** What the viewer may do now, besides choosing a seat: vote, discard, veto, close the peek. */
export function Actions({
  G,
  viewer,
  mayAct,
  moves,
}: {
  G: SecretDraculaView;
  viewer: PlayerID;
  mayAct: boolean;
  moves: ActionMoves;
}) {
  const { t } = useTranslation('secretDracula');
  if (G.step === 'vote' && mayAct) {
    const castable = castableBallots(G.votes, viewer);
    const cast = currentBallot(G.votes, viewer);
    return (
      <Stack direction="row" spacing={1} data-testid="secretDracula-vote">
        {(['yes', 'no'] as const).map((ballot) => (
          <Button
            key={ballot}
            variant={cast === ballot ? 'contained' : 'outlined'}
            color={ballot === 'yes' ? 'success' : 'error'}
            disabled={!castable.includes(ballot)}
            aria-pressed={cast === ballot}
            onClick={() => moves.vote(G.votes.round, { ballot })}
            sx={{ minWidth: 96 }}
          >
            {t(`board.${ballot}`)}
          </Button>
        ))}
      </Stack>
    );
  }
  if (G.step === 'mayorDiscard' && G.mayorHand !== null) {
    return <Hand hand={G.mayorHand} onDiscard={mayAct && viewer === G.mayor ? (kind) => moves.mayorDiscard(kind) : undefined} />;
  }
  if ((G.step === 'priestDiscard' || G.step === 'vetoReview') && G.priestHand !== null) {
    const discarding = mayAct && G.step === 'priestDiscard' && viewer === G.priest;
    return (
      <Stack spacing={1}>
        <Hand hand={G.priestHand} onDiscard={discarding ? (kind) => moves.priestDiscard(kind) : undefined} />
        {discarding && mayProposeVeto(G) && (
          <Button variant="outlined" onClick={() => moves.proposeVeto()} sx={{ alignSelf: 'flex-start' }}>
            {t('board.proposeVeto')}
          </Button>
        )}
        {mayAct && G.step === 'vetoReview' && viewer === G.mayor && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => moves.answerVeto(true)}>
              {t('board.agreeVeto')}
            </Button>
            <Button variant="outlined" onClick={() => moves.answerVeto(false)}>
              {t('board.refuseVeto')}
            </Button>
          </Stack>
        )}
      </Stack>
    );
  }
  if (G.step === 'peek' && G.peek !== null) {
    return (
      <Stack spacing={1}>
        <Box data-testid="secretDracula-peek" sx={{ display: 'flex', gap: 1 }}>
          {G.peek.map((policy, index) => (
            <PolicyCard key={`${policy}-${index}`} policy={policy} width={56} />
          ))}
        </Box>
        {mayAct && (
          <Button variant="contained" onClick={() => moves.endPeek()} sx={{ alignSelf: 'flex-start' }}>
            {t('board.done')}
          </Button>
        )}
      </Stack>
    );
  }
  return null;
}
