// Starting a match on a game server, showing it, and sending its players on to a next room.
import { findGame } from '@tabula/catalogue';
import type { TableRules } from '@tabula/game-kit';
import type { EntityManager } from 'typeorm';
import type { ServiceDeps } from '../deps';
import { badInput, forbidden, notFound, refusal } from '../errors';
import { GameServerRefusal, GameServerUnavailable, type CreatedMatch } from '../game-servers/client';
import { RoomEntity, RoomMembershipEntity } from '../rooms/entity';
import type { RoomEvents } from '../rooms/events';
import { seatsTaken } from '../rooms/computers';
import type { CatalogueEntry } from '../rooms/games';
import { lockRoom, shuffled, type LockedRoom } from '../rooms/service';
import { UserEntity } from '../users/entity';
import { MatchEntity, MatchMembershipEntity } from './entity';
import { loadRematchOffer } from './rematch';
import { checkSetupData, parseSetupData } from './setup-data';
import { toMatchView, type MatchView } from './views';

function requireCreator({ members }: LockedRoom, userId: number): void {
  const me = members.find((member) => member.userId === userId);
  if (!me?.isCreator) throw forbidden(me ? "Only the room's creator can start the match." : 'You are not in this room.');
}

/** What must not change between planning a start and recording it: game, settings, capacity, players in order, table rules. */
function roomShape({ room, members }: LockedRoom): string {
  return JSON.stringify([
    room.gameCode,
    room.setupData,
    room.capacity,
    members.map((member) => member.userId),
    room.computerLevels,
    room.tableRules,
  ]);
}

/** A seat of the match to start: a person's, or a computer player's with its level. */
type PlannedSeat = { userId: number; name: string } | { computerLevel: string };

/** The name a computer seat is joined with on the game server; the site names it in the player's language. */
const COMPUTER_SEAT_NAME = 'Computer';

interface StartPlan {
  entry: CatalogueEntry;
  /** roomShape() when the plan was made. */
  shape: string;
  /** Seats in play order. */
  seats: PlannedSeat[];
  /** The room's settings (JSON), used when startMatch is given none. */
  setupData: string | null;
  tableRules: TableRules;
}

export class MatchesService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly roomEvents: RoomEvents,
  ) {}

  /**
   * Creates the match and one seat per player (room order, or shuffled) on a game server, with the
   * given settings or else the room's, and stores each seat's credentials. Starting a room that already has a match returns that match.
   * No transaction is open while a game server works, so a slow or stalled one holds up only
   * this call: the room is checked in one short transaction, then checked again and the match
   * recorded in a second. A match that cannot be recorded is discarded on its game server.
   */
  async start(userId: number, roomId: string, shuffle: boolean, rawSetupData: string | null | undefined): Promise<string> {
    const given = parseSetupData(rawSetupData);
    const plan = await this.deps.db.transaction((manager) => this.planStart(manager, userId, roomId, shuffle));
    if ('startedAs' in plan) return plan.startedAs;
    const setupData = given === undefined ? parseSetupData(plan.setupData) : given;
    await checkSetupData(plan.entry, setupData, plan.seats.length);

    const bgio = await this.createOnGameServer(plan.entry.code, setupData, plan.seats, plan.tableRules);
    let recorded: { matchId: string; created: boolean };
    try {
      const settings = setupData === undefined ? null : JSON.stringify(setupData);
      recorded = await this.deps.db.transaction((manager) => this.recordStart(manager, userId, roomId, plan, bgio, settings));
    } catch (error) {
      await this.deps.gameServers.discardMatch(bgio);
      throw error;
    }
    if (!recorded.created) {
      await this.deps.gameServers.discardMatch(bgio);
      return recorded.matchId;
    }
    await this.roomEvents.roomChanged(roomId);
    return recorded.matchId;
  }

  /** Who sits where and under which names, or the match the room already has. */
  private async planStart(
    manager: EntityManager,
    userId: number,
    roomId: string,
    shuffle: boolean,
  ): Promise<StartPlan | { startedAs: string }> {
    const locked = await lockRoom(manager, roomId);
    requireCreator(locked, userId);
    if (locked.room.matchId) return { startedAs: locked.room.matchId };
    const { room, members } = locked;
    const taken = seatsTaken(members.length, room.computerLevels);
    if (taken < room.capacity) throw badInput(`The room is not full yet: ${taken} of ${room.capacity} players are here.`);
    const entry = findGame(room.gameCode);
    if (!entry) throw badInput(`The game "${room.gameCode}" is no longer available.`);
    const users = await manager.findBy(
      UserEntity,
      members.map((member) => ({ id: member.userId })),
    );
    const inRoomOrder: PlannedSeat[] = [
      ...members.map((member) => ({
        userId: member.userId,
        name: users.find((user) => user.id === member.userId)?.nickname ?? `Player ${member.position + 1}`,
      })),
      ...room.computerLevels.map((computerLevel) => ({ computerLevel })),
    ];
    const seats = shuffle ? shuffled(inRoomOrder, this.deps.randomInt) : inRoomOrder;
    return { entry, shape: roomShape(locked), seats, setupData: room.setupData, tableRules: room.tableRules };
  }

  /**
   * Stores the match and its seats, unless the room was started meanwhile or changed. The room
   * keeps the settings played with, which its next room (a rematch) inherits.
   */
  private async recordStart(
    manager: EntityManager,
    userId: number,
    roomId: string,
    plan: StartPlan,
    bgio: CreatedMatch,
    settings: string | null,
  ): Promise<{ matchId: string; created: boolean }> {
    const locked = await lockRoom(manager, roomId);
    requireCreator(locked, userId);
    // Another startMatch got there first: its match is the room's.
    if (locked.room.matchId) return { matchId: locked.room.matchId, created: false };
    if (roomShape(locked) !== plan.shape) {
      throw badInput(
        'The room changed while its match was being set up (a player joined or left, or the game changed); start again.',
      );
    }
    const id = this.deps.newId();
    await manager.insert(MatchEntity, {
      id,
      gameCode: plan.entry.code,
      roomId,
      bgioServerUrl: bgio.server.publicUrl,
      bgioMatchId: bgio.matchID,
      nextRoomId: null,
      computerSeats: plan.seats.flatMap((seat, index) =>
        'computerLevel' in seat ? [{ bgioPlayerId: bgio.seats[index]!.playerID, level: seat.computerLevel }] : [],
      ),
      createdAt: this.deps.now(),
    });
    await manager.insert(
      MatchMembershipEntity,
      plan.seats.flatMap((seat, index) =>
        'userId' in seat
          ? [
              {
                matchId: id,
                userId: seat.userId,
                bgioPlayerId: bgio.seats[index]!.playerID,
                bgioSecret: bgio.seats[index]!.credentials,
              },
            ]
          : [],
      ),
    );
    await manager.update(RoomEntity, { id: roomId }, { matchId: id, setupData: settings });
    return { matchId: id, created: true };
  }

  private async createOnGameServer(gameCode: string, setupData: unknown, seats: PlannedSeat[], tableRules: TableRules) {
    const names = seats.map((seat) => ('name' in seat ? seat.name : COMPUTER_SEAT_NAME));
    const computers = Object.fromEntries(
      seats.flatMap((seat, index) => ('computerLevel' in seat ? [[String(index), seat.computerLevel]] : [])),
    );
    try {
      return await this.deps.gameServers.createMatch(gameCode, setupData, names, computers, tableRules);
    } catch (error) {
      if (error instanceof GameServerRefusal)
        throw badInput(`The game server refused these settings: ${error.message.slice(0, 300)}`);
      if (error instanceof GameServerUnavailable) {
        console.error(error.message);
        throw refusal('GAME_SERVER_UNAVAILABLE', 'No game server is reachable right now; try again in a moment.');
      }
      throw error;
    }
  }

  async view(matchId: string, viewerId: number): Promise<MatchView> {
    const view = await this.deps.db.read(async (manager) => {
      const match =
        matchId.length <= 36
          ? await manager.findOne(MatchEntity, { where: { id: matchId }, relations: { memberships: { user: true } } })
          : null;
      if (!match) return null;
      const isPlayer = match.memberships.some((membership) => membership.userId === viewerId);
      return toMatchView(match, viewerId, isPlayer ? await loadRematchOffer(manager, match.nextRoomId) : null);
    });
    if (!view) throw notFound('This match does not exist.');
    return view;
  }

  /** NOT_FOUND for an unknown match, FORBIDDEN for someone who does not play in it. */
  async requirePlayer(userId: number, matchId: string): Promise<void> {
    const found = await this.deps.db.read(async (manager) => {
      if (matchId.length > 36 || !(await manager.existsBy(MatchEntity, { id: matchId }))) return 'no-match';
      return (await manager.existsBy(MatchMembershipEntity, { matchId, userId })) ? 'player' : 'other';
    });
    if (found === 'no-match') throw notFound('This match does not exist.');
    if (found === 'other') throw forbidden('Only the players of this match can do this.');
  }

  /**
   * The room for the next match, with the same game, capacity, settings, computer players and table rules:
   * created by the first player who asks (again if everyone left it), joined by every one who asks.
   */
  async nextRoom(userId: number, matchId: string): Promise<string> {
    const { roomId, changed } = await this.deps.db.transaction(async (manager) => {
      const match =
        matchId.length <= 36
          ? await manager.findOne(MatchEntity, { where: { id: matchId }, lock: { mode: 'pessimistic_write' } })
          : null;
      if (!match) throw notFound('This match does not exist.');
      if (!(await manager.existsBy(MatchMembershipEntity, { matchId, userId }))) {
        throw forbidden('Only the players of this match can go on to its next room.');
      }
      // A next room that everyone left was deleted: the next one to ask opens a new one.
      if (!match.nextRoomId || !(await manager.existsBy(RoomEntity, { id: match.nextRoomId }))) {
        const previous = await manager.findOneByOrFail(RoomEntity, { id: match.roomId });
        const id = this.deps.newId();
        await manager.insert(RoomEntity, {
          id,
          gameCode: match.gameCode,
          capacity: previous.capacity,
          isPublic: false,
          matchId: null,
          setupData: previous.setupData,
          computerLevels: previous.computerLevels,
          tableRules: previous.tableRules,
          createdAt: this.deps.now(),
        });
        await manager.insert(RoomMembershipEntity, { roomId: id, userId, isCreator: true, position: 0 });
        await manager.update(MatchEntity, { id: matchId }, { nextRoomId: id });
        return { roomId: id, changed: true };
      }
      const { room, members } = await lockRoom(manager, match.nextRoomId);
      const joinable =
        !room.matchId &&
        seatsTaken(members.length, room.computerLevels) < room.capacity &&
        !members.some((member) => member.userId === userId);
      if (joinable) {
        await manager.insert(RoomMembershipEntity, { roomId: room.id, userId, isCreator: false, position: members.length });
      }
      return { roomId: room.id, changed: joinable };
    });
    if (changed) await this.roomEvents.roomChanged(roomId);
    return roomId;
  }
}
