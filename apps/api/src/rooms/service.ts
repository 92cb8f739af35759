// Room rules: who may join, leave and reorder, and what only the creator may do. Each change is
// one transaction on the locked room row; events go out after it commits.
import { DEFAULT_TABLE_RULES } from '@tabula/game-kit';
import type { EntityManager } from 'typeorm';
import type { ServiceDeps } from '../deps';
import { badInput, forbidden, notFound } from '../errors';
import type { RoomEvents } from './events';
import { checkComputerLevel, computerAtPosition, loadComputerLevels, seatsTaken } from './computers';
import { RoomEntity, RoomMembershipEntity } from './entity';
import { checkCapacity, onlineGame } from './games';
import { findGame } from '@tabula/catalogue';
import { roomSetupData } from './settings';
import type { RoomInvitation, TableRulesInput } from '../graphql/generated-types';
import { tableRulesFor, tableRulesForGame } from './table-rules';
import { loadRoomView, type RoomView } from './views';

export interface NewRoom {
  gameCode: string;
  capacity: number;
  isPublic: boolean;
  /** JSON; null, blank or left out for the game's defaults. */
  setupData?: string | null;
}

export interface RoomUpdate {
  roomId: string;
  gameCode: string;
  capacity: number;
  /** JSON; null or blank for the game's defaults; left out keeps the room's settings unless the game changes. */
  setupData?: string | null;
}

export interface LockedRoom {
  room: RoomEntity;
  members: RoomMembershipEntity[];
}

export async function lockRoom(manager: EntityManager, roomId: string): Promise<LockedRoom> {
  const room =
    roomId.length <= 36
      ? await manager.findOne(RoomEntity, { where: { id: roomId }, lock: { mode: 'pessimistic_write' } })
      : null;
  if (!room) throw notFound('This room does not exist.');
  const members = await manager.find(RoomMembershipEntity, { where: { roomId }, order: { position: 'ASC' } });
  return { room, members };
}

function requireCreator({ members }: LockedRoom, userId: number, action: string): void {
  const me = members.find((member) => member.userId === userId);
  if (!me) throw forbidden(`Only the room's creator can ${action}, and you are not in this room.`);
  if (!me.isCreator) throw forbidden(`Only the room's creator can ${action}.`);
}

function requireNotStarted({ room }: LockedRoom): void {
  if (room.matchId) throw badInput("This room's match has already started.");
}

/** Times addComputer loads the levels again when the room's game changes while they load. */
const GAME_CHANGE_ATTEMPTS = 3;

function requireFreeSeat({ room, members }: LockedRoom): void {
  if (seatsTaken(members.length, room.computerLevels) >= room.capacity) throw badInput('This room is full.');
}

/** Writes positions 0..n-1 in the given order. */
async function renumber(manager: EntityManager, members: RoomMembershipEntity[]): Promise<void> {
  for (const [position, member] of members.entries()) {
    if (member.position !== position) await manager.update(RoomMembershipEntity, { id: member.id }, { position });
  }
}

export class RoomsService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly events: RoomEvents,
  ) {}

  async create(userId: number, input: NewRoom): Promise<string> {
    const entry = onlineGame(input.gameCode);
    checkCapacity(entry, input.capacity);
    const setupData = await roomSetupData(entry, input.setupData, input.capacity);
    const id = this.deps.newId();
    await this.deps.db.transaction(async (manager) => {
      await manager.insert(RoomEntity, {
        id,
        gameCode: entry.code,
        capacity: input.capacity,
        isPublic: input.isPublic,
        matchId: null,
        setupData,
        computerLevels: [],
        tableRules: DEFAULT_TABLE_RULES,
        createdAt: this.deps.now(),
      });
      await manager.insert(RoomMembershipEntity, { roomId: id, userId, isCreator: true, position: 0 });
    });
    await this.events.roomChanged(id);
    return id;
  }

  async update(userId: number, input: RoomUpdate): Promise<void> {
    const entry = onlineGame(input.gameCode);
    checkCapacity(entry, input.capacity);
    const given = input.setupData === undefined ? undefined : await roomSetupData(entry, input.setupData, input.capacity);
    await this.deps.db.transaction(async (manager) => {
      const locked = await lockRoom(manager, input.roomId);
      requireCreator(locked, userId, 'change the game, its settings or the number of players');
      requireNotStarted(locked);
      const sameGame = locked.room.gameCode === entry.code;
      // Computer players, like settings, belong to their game: another game starts without them.
      const computerLevels = sameGame ? locked.room.computerLevels : [];
      if (input.capacity < seatsTaken(locked.members.length, computerLevels)) {
        throw badInput(
          computerLevels.length === 0
            ? `${locked.members.length} players are already in this room; remove some before lowering the capacity.`
            : `${locked.members.length} players and ${computerLevels.length} computer players are already in this room; remove some before lowering the capacity.`,
        );
      }
      // Settings belong to their game: another game starts from its own defaults.
      const kept = sameGame ? locked.room.setupData : null;
      // Kept settings must still suit the new capacity.
      if (given === undefined) await roomSetupData(entry, kept, input.capacity);
      const setupData = given === undefined ? kept : given;
      // A clock needs a computer player: a game without one drops it.
      const tableRules = tableRulesForGame(entry, locked.room.tableRules);
      await manager.update(
        RoomEntity,
        { id: input.roomId },
        { gameCode: entry.code, capacity: input.capacity, setupData, computerLevels, tableRules },
      );
    });
    await this.events.roomChanged(input.roomId);
  }

  /** Joins the room; joining a room you are already in just returns it. */
  async join(userId: number, roomId: string): Promise<RoomView> {
    const joined = await this.deps.db.transaction(async (manager) => {
      const locked = await lockRoom(manager, roomId);
      if (locked.members.some((member) => member.userId === userId)) return false;
      requireNotStarted(locked);
      requireFreeSeat(locked);
      await manager.insert(RoomMembershipEntity, { roomId, userId, isCreator: false, position: locked.members.length });
      return true;
    });
    if (joined) await this.events.roomChanged(roomId);
    return this.view(roomId);
  }

  /** Leaves the room; false if you were not in it. The next player becomes creator; an empty room is deleted. */
  async leave(userId: number, roomId: string): Promise<boolean> {
    const left = await this.deps.db.transaction(async (manager) => {
      const locked = await lockRoom(manager, roomId);
      const me = locked.members.find((member) => member.userId === userId);
      if (!me) return false;
      requireNotStarted(locked);
      const rest = locked.members.filter((member) => member !== me);
      await manager.delete(RoomMembershipEntity, { id: me.id });
      if (rest.length === 0) {
        await manager.delete(RoomEntity, { id: roomId });
        return true;
      }
      if (me.isCreator) await manager.update(RoomMembershipEntity, { id: rest[0]!.id }, { isCreator: true });
      await renumber(manager, rest);
      return true;
    });
    if (left) await this.events.roomChanged(roomId, [userId]);
    return left;
  }

  async remove(userId: number, targetId: number, roomId: string): Promise<boolean> {
    await this.deps.db.transaction(async (manager) => {
      const locked = await lockRoom(manager, roomId);
      requireCreator(locked, userId, 'remove players');
      requireNotStarted(locked);
      if (targetId === userId) throw badInput('You cannot remove yourself; leave the room instead.');
      const target = locked.members.find((member) => member.userId === targetId);
      if (!target) throw notFound('That player is not in this room.');
      await manager.delete(RoomMembershipEntity, { id: target.id });
      await renumber(
        manager,
        locked.members.filter((member) => member !== target),
      );
    });
    await this.events.roomChanged(roomId, [targetId]);
    return true;
  }

  /** Swaps the player with the one before them; false when they are already first. */
  async moveUp(userId: number, targetId: number, roomId: string): Promise<boolean> {
    const moved = await this.deps.db.transaction(async (manager) => {
      const locked = await lockRoom(manager, roomId);
      requireCreator(locked, userId, 'change the order of players');
      requireNotStarted(locked);
      const index = locked.members.findIndex((member) => member.userId === targetId);
      if (index < 0) throw notFound('That player is not in this room.');
      if (index === 0) return false;
      const order = [...locked.members];
      [order[index - 1], order[index]] = [order[index]!, order[index - 1]!];
      await renumber(manager, order);
      return true;
    });
    if (moved) await this.events.roomChanged(roomId);
    return moved;
  }

  async shuffle(userId: number, roomId: string): Promise<boolean> {
    await this.deps.db.transaction(async (manager) => {
      const locked = await lockRoom(manager, roomId);
      requireCreator(locked, userId, 'shuffle the players');
      requireNotStarted(locked);
      await renumber(manager, shuffled(locked.members, this.deps.randomInt));
    });
    await this.events.roomChanged(roomId);
    return true;
  }

  /** Seats a computer player with a level of the game's AI in the room's first empty seat (creator only, before the start). */
  async addComputer(userId: number, roomId: string, level: string): Promise<boolean> {
    let game = await loadComputerLevels(await this.gameCodeOf(roomId));
    for (let attempt = 1; ; attempt += 1) {
      const loaded = game;
      // The levels are loaded outside the lock; a game changed meanwhile means loading its levels again.
      const changedTo = await this.deps.db.transaction(async (manager) => {
        const locked = await lockRoom(manager, roomId);
        requireCreator(locked, userId, 'add computer players');
        requireNotStarted(locked);
        if (locked.room.gameCode !== loaded.gameCode) return locked.room.gameCode;
        checkComputerLevel(loaded, level);
        requireFreeSeat(locked);
        await manager.update(RoomEntity, { id: roomId }, { computerLevels: [...locked.room.computerLevels, level] });
        return null;
      });
      if (changedTo === null) break;
      if (attempt >= GAME_CHANGE_ATTEMPTS) throw badInput("The room's game changed meanwhile; try again.");
      game = await loadComputerLevels(changedTo);
    }
    await this.events.roomChanged(roomId);
    return true;
  }

  /** Takes out the computer player at seat `position` (0-based, as the room's computerSeats show it). */
  async removeComputer(userId: number, roomId: string, position: number): Promise<boolean> {
    await this.deps.db.transaction(async (manager) => {
      const locked = await lockRoom(manager, roomId);
      requireCreator(locked, userId, 'remove computer players');
      requireNotStarted(locked);
      const levels = locked.room.computerLevels;
      const index = computerAtPosition(locked.members.length, levels, position);
      if (index < 0) throw notFound('There is no such computer player in this room.');
      await manager.update(RoomEntity, { id: roomId }, { computerLevels: levels.filter((_, at) => at !== index) });
    });
    await this.events.roomChanged(roomId);
    return true;
  }

  /** Sets the room's table rules (creator only, before the start). */
  async updateTableRules(userId: number, roomId: string, input: TableRulesInput): Promise<boolean> {
    await this.deps.db.transaction(async (manager) => {
      const locked = await lockRoom(manager, roomId);
      requireCreator(locked, userId, 'change the table rules');
      requireNotStarted(locked);
      const entry = findGame(locked.room.gameCode);
      if (!entry) throw badInput(`The game "${locked.room.gameCode}" is no longer available.`);
      await manager.update(RoomEntity, { id: roomId }, { tableRules: tableRulesFor(entry, input) });
    });
    await this.events.roomChanged(roomId);
    return true;
  }

  /** The room's game, read without a lock. */
  private async gameCodeOf(roomId: string): Promise<string> {
    const room =
      roomId.length <= 36
        ? await this.deps.db.read((manager) =>
            manager.findOne(RoomEntity, { where: { id: roomId }, select: { id: true, gameCode: true } }),
          )
        : null;
    if (!room) throw notFound('This room does not exist.');
    return room.gameCode;
  }

  /** What a room link shows a visitor before joining; null for a room that does not exist. */
  async invitation(roomId: string): Promise<RoomInvitation | null> {
    if (roomId.length > 36) return null;
    const view = await this.deps.db.read((manager) => loadRoomView(manager, roomId));
    if (!view) return null;
    const creator = view.userMemberships.find((membership) => membership.isCreator);
    return {
      gameCode: view.gameCode,
      capacity: view.capacity,
      creatorNickname: creator?.user.nickname ?? null,
      started: view.matchId !== null,
    };
  }

  async view(roomId: string): Promise<RoomView> {
    const view = await this.deps.db.read((manager) => loadRoomView(manager, roomId));
    if (!view) throw notFound('This room does not exist.');
    return view;
  }

  async isMember(userId: number, roomId: string): Promise<boolean> {
    if (roomId.length > 36) return false;
    return this.deps.db.read((manager) => manager.existsBy(RoomMembershipEntity, { roomId, userId }));
  }
}

/** Fisher-Yates with the injected random source. */
export function shuffled<T>(items: T[], randomInt: (max: number) => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
