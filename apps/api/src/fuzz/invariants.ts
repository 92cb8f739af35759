// What must hold in the database whatever sequence of operations was accepted: rooms within
// capacity with one creator and seats 0..n-1, table rules among the offered choices (a clock only
// for a game with a computer player), started rooms with a complete match, chat only from players
// within the documented limits, valid nicknames.
import { findGame } from '@tabula/catalogue';
import { parseTableRules, rulesNeedComputer } from '@tabula/game-kit';
import type { TestStack } from '../testing/stack';
import { nicknameAcceptable } from './oracle';

interface RoomRow {
  id: string;
  game_code: string;
  capacity: number;
  match_id: string | null;
  /** JSON: the levels of the room's computer players. */
  computer_levels: string;
  /** JSON: the room's TableRules. */
  table_rules: string;
}

/** What is wrong with a room's stored table rules for its game, if anything. */
function tableRulesProblem(json: string, gameCode: string): string | null {
  try {
    const rules = parseTableRules(JSON.parse(json));
    return rulesNeedComputer(rules) && !findGame(gameCode)?.aiConfig ? `a clock, but ${gameCode} has no computer player` : null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The boardgame.io seats of a match's computer players (stored as JSON). */
function computerSeatIds(computerSeats: string | undefined): string[] {
  const seats = JSON.parse(computerSeats ?? '[]') as { bgioPlayerId: string }[];
  return seats.map((seat) => seat.bgioPlayerId);
}

export async function invariantViolations(stack: TestStack): Promise<string[]> {
  return stack.api.services.deps.db.read(async (manager) => {
    const problems: string[] = [];
    const rooms: RoomRow[] = await manager.query(
      'SELECT id, game_code, capacity, match_id, computer_levels, table_rules FROM rooms',
    );
    const memberships: { room_id: string; user_id: number; is_creator: boolean; position: number }[] = await manager.query(
      'SELECT room_id, user_id, is_creator, position FROM room_memberships',
    );
    const matches: { id: string; room_id: string; computer_seats: string }[] = await manager.query(
      'SELECT id, room_id, computer_seats FROM matches',
    );
    const seats: { match_id: string; user_id: number; bgio_player_id: string }[] = await manager.query(
      'SELECT match_id, user_id, bgio_player_id FROM match_memberships',
    );
    for (const room of rooms) {
      const members = memberships.filter((m) => m.room_id === room.id);
      const entry = findGame(room.game_code);
      if (!entry?.modes.includes('OnlineFriend')) problems.push(`room ${room.id} has game ${room.game_code}`);
      else if (room.capacity < entry.minPlayers || room.capacity > entry.maxPlayers)
        problems.push(`room ${room.id} has capacity ${room.capacity}`);
      if (members.length === 0) problems.push(`room ${room.id} is empty but still exists`);
      const rulesProblem = tableRulesProblem(room.table_rules, room.game_code);
      if (rulesProblem) problems.push(`room ${room.id} has table rules ${room.table_rules}: ${rulesProblem}`);
      const computers = (JSON.parse(room.computer_levels) as string[]).length;
      if (members.length + computers > room.capacity)
        problems.push(
          `room ${room.id} has ${members.length} members and ${computers} computer players for capacity ${room.capacity}`,
        );
      if (members.length > 0 && members.filter((m) => m.is_creator).length !== 1)
        problems.push(`room ${room.id} has not exactly one creator`);
      const positions = members.map((m) => m.position).sort((a, b) => a - b);
      if (positions.some((p, i) => p !== i)) problems.push(`room ${room.id} has seats ${positions.join(',')}`);
      if (room.match_id) {
        const match = matches.find((m) => m.id === room.match_id);
        if (!match || match.room_id !== room.id) problems.push(`room ${room.id} points to a missing match`);
        const players = seats.filter((s) => s.match_id === room.match_id);
        // A started match seats people (memberships) and computer players; together they fill the room.
        const computerIds = computerSeatIds(match?.computer_seats);
        if (players.length + computerIds.length !== room.capacity)
          problems.push(
            `match ${room.match_id} has ${players.length} seats and ${computerIds.length} computer seats for capacity ${room.capacity}`,
          );
        const roomUsers = members
          .map((m) => m.user_id)
          .sort()
          .join(',');
        const matchUsers = players
          .map((s) => s.user_id)
          .sort()
          .join(',');
        if (roomUsers !== matchUsers) problems.push(`match ${room.match_id} seats ${matchUsers} but its room holds ${roomUsers}`);
        const playerIds = [...players.map((s) => s.bgio_player_id), ...computerIds].map(Number).sort((a, b) => a - b);
        if (playerIds.some((p, i) => p !== i)) problems.push(`match ${room.match_id} has player ids ${playerIds.join(',')}`);
      }
    }
    for (const match of matches) {
      if (!rooms.some((room) => room.match_id === match.id)) problems.push(`match ${match.id} has no room that names it`);
    }
    const chat: { channel_type: string; channel_id: string; user_id: number; message: string; created_at: Date }[] =
      await manager.query('SELECT channel_type, channel_id, user_id, message, created_at FROM chat_messages ORDER BY created_at');
    const sentBy = new Map<number, number[]>();
    for (const row of chat) {
      if (row.channel_type !== 'match') problems.push(`chat on channel type ${row.channel_type}`);
      if (!seats.some((s) => s.match_id === row.channel_id && s.user_id === row.user_id))
        problems.push(`chat from a non-player in ${row.channel_id}`);
      const length = [...row.message].length;
      if (row.message !== row.message.trim() || length < 1 || length > 500) problems.push(`chat message of length ${length}`);
      const times = sentBy.get(row.user_id) ?? [];
      times.push(new Date(row.created_at).getTime());
      sentBy.set(row.user_id, times);
    }
    for (const [userId, times] of sentBy) {
      for (let i = 5; i < times.length; i += 1) {
        if (times[i]! - times[i - 5]! < 10_000) problems.push(`user ${userId} sent 6 messages within 10 s`);
      }
    }
    const users: { id: number; nickname: string }[] = await manager.query('SELECT id, nickname FROM users');
    for (const user of users)
      if (!nicknameAcceptable(user.nickname)) problems.push(`user ${user.id} has nickname ${JSON.stringify(user.nickname)}`);
    return [...new Set(problems)];
  });
}
