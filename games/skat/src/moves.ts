import { isLegalPlay } from '@tabula/cards';
import { answerMove, type MoveContext } from '@tabula/game-kit';
import { INVALID_MOVE } from 'boardgame.io/core';
import * as auction from './bidding';
import { rulesFor } from './cards';
import { legalDeclarationFrom } from './contract';
import { facesOf, startDeal } from './dealing';
import { logAllPassed, logBiddingWon, logCall, logContract, logRoundEndAnswer, logSkatChoice } from './log';
import { passIn, playCard } from './play';
import type { SkatState } from './types';

type Ctx = MoveContext<SkatState>;

const mayAct = (G: SkatState, playerID: string, stage: SkatState['stage']) => G.stage === stage && G.toAct === playerID;

function closeAuction({ G, random }: Ctx, result: auction.AuctionEnd): void {
  G.auction = { ...G.auction, calls: result.calls };
  if (result.declarer === null) {
    // A deal everyone passed is not one of the match's deals: the next dealer deals again at once.
    logAllPassed(G);
    passIn(G);
    startDeal(G, random, facesOf(G.skat));
    return;
  }
  logBiddingWon(G, result.declarer, result.bid);
  G.declarer = result.declarer;
  G.bid = result.bid;
  G.stage = 'skat';
  G.toAct = result.declarer;
}

function applyCall(context: Ctx, next: SkatState['auction'] | auction.AuctionEnd): void {
  logCall(context.G, next.calls.at(-1)!, context.G.auction.highest);
  if (auction.isAuctionEnd(next)) closeAuction(context, next);
  else {
    context.G.auction = next;
    context.G.toAct = auction.seatToCall(next);
  }
}

/** The bidder (or forehand left alone) names a value above the highest so far. */
function bid(context: Ctx, value: number) {
  const { G, playerID } = context;
  if (!mayAct(G, playerID, 'bidding') || !auction.legalBids(G.auction).includes(value)) return INVALID_MOVE;
  applyCall(context, auction.bid(G.auction, value));
}

/** The holder holds the value just bid ("yes"). */
function hold(context: Ctx) {
  const { G, playerID } = context;
  if (!mayAct(G, playerID, 'bidding') || G.auction.awaiting !== 'holder') return INVALID_MOVE;
  applyCall(context, auction.hold(G.auction));
}

function pass(context: Ctx) {
  const { G, playerID } = context;
  if (!mayAct(G, playerID, 'bidding')) return INVALID_MOVE;
  applyCall(context, auction.pass(G.auction, G.dealer));
}

/** The declarer takes the skat into the hand (12 cards) and then lays two away. */
function pickUpSkat({ G, playerID }: Ctx) {
  if (!mayAct(G, playerID, 'skat')) return INVALID_MOVE;
  G.hands[playerID] = [...G.hands[playerID]!, ...G.skat];
  G.pickedUp = true;
  G.stage = 'discarding';
  logSkatChoice(G, playerID, 'pickedUp');
}

/** The declarer plays without the skat. */
function playHand({ G, playerID }: Ctx) {
  if (!mayAct(G, playerID, 'skat')) return INVALID_MOVE;
  G.stage = 'declaring';
  logSkatChoice(G, playerID, 'handGame');
}

/** The two cards laid away after picking up the skat (any two, jacks included). */
function discard({ G, playerID }: Ctx, choice: { cards: number[] }) {
  if (!mayAct(G, playerID, 'discarding')) return INVALID_MOVE;
  const cards = (choice as { cards?: unknown } | null)?.cards;
  const hand = G.hands[playerID]!;
  if (!Array.isArray(cards) || cards.length !== 2 || cards[0] === cards[1]) return INVALID_MOVE;
  if (!cards.every((card) => typeof card === 'number' && hand.includes(card))) return INVALID_MOVE;
  G.discards = [...cards] as number[];
  G.hands[playerID] = hand.filter((card) => !cards.includes(card));
  G.stage = 'declaring';
  logSkatChoice(G, playerID, 'laidAway');
}

/** The contract: suit (trump), grand or null, with what a hand game or a null game may announce. */
function declare({ G, playerID }: Ctx, declaration: { kind: string; announcement: string }) {
  if (!mayAct(G, playerID, 'declaring')) return INVALID_MOVE;
  const hand = !G.pickedUp;
  const legal = legalDeclarationFrom(declaration, hand, G.bid!);
  if (!legal) return INVALID_MOVE;
  G.contract = { ...legal, hand };
  logContract(G, playerID, G.contract);
  G.stage = 'playing';
  G.toAct = G.trick.leader;
}

function play({ G, playerID }: Ctx, choice: { card: number }) {
  if (!mayAct(G, playerID, 'playing')) return INVALID_MOVE;
  const card = (choice as { card?: unknown } | null)?.card;
  if (!isLegalPlay(G.hands[playerID]!, G.trick, rulesFor(G.contract!.kind), card)) return INVALID_MOVE;
  playCard(G, card);
}

/** At a round end, every seat confirms the next deal; the last confirmation deals it. */
function nextRound({ G, playerID }: Ctx) {
  if (G.stage !== 'roundEnd' || G.confirmed.includes(playerID)) return INVALID_MOVE;
  G.confirmed.push(playerID);
  logRoundEndAnswer(G, playerID, 'ready');
}

/** At a round end, any seat may end the match. */
function quit({ G, playerID }: Ctx) {
  if (G.stage !== 'roundEnd' || G.confirmed.includes(playerID)) return INVALID_MOVE;
  G.quitBy = playerID;
  logRoundEndAnswer(G, playerID, 'quit');
}

// Every move runs on the server only: the rules read what the mover cannot see (the skat, the
// other hands at the end of a trick or a deal, the next deal).
export const moves = {
  bid: { move: bid, client: false },
  hold: { move: hold, client: false },
  pass: { move: pass, client: false },
  pickUpSkat: { move: pickUpSkat, client: false },
  playHand: { move: playHand, client: false },
  discard: { move: discard, client: false, redact: true },
  declare: { move: declare, client: false },
  play: { move: play, client: false },
  // Every seat confirms the next deal (or quits) at the round end, all at once.
  nextRound: answerMove(nextRound, { client: false }),
  quit: answerMove(quit, { client: false }),
};
