// Match chat: only the match's players, short non-blank messages, a per-user rate limit that
// holds across API instances (it counts stored messages), and the history for reloading clients.
import { MoreThan } from 'typeorm';
import type { ServiceDeps } from '../deps';
import { badInput } from '../errors';
import { topics } from '../events';
import type { Message } from '../graphql/generated-types';
import type { MatchesService } from '../matches/service';
import { UserEntity } from '../users/entity';
import { ChatMessageEntity } from './entity';

export const MESSAGE_MAX_LENGTH = 500;
export const RATE_LIMIT = { messages: 5, windowMs: 10_000 };
export const HISTORY_SIZE = 200;
export const CHANNEL_TYPES = ['match'] as const;

export type MessageView = Message;

export interface ChatEvent {
  message: MessageView;
}

export interface Channel {
  channelType: string;
  channelId: string;
}

export class ChatService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly matches: MatchesService,
  ) {}

  /** Refuses anyone who may not read or write this channel. */
  async requireAccess(userId: number, { channelType, channelId }: Channel): Promise<void> {
    if (!(CHANNEL_TYPES as readonly string[]).includes(channelType)) {
      throw badInput('Chat is only available in matches: channelType must be "match".');
    }
    await this.matches.requirePlayer(userId, channelId);
  }

  async send(userId: number, channel: Channel, rawMessage: string): Promise<MessageView> {
    const message = rawMessage.trim();
    if (message === '') throw badInput('A message cannot be empty.');
    if ([...message].length > MESSAGE_MAX_LENGTH) throw badInput(`A message has at most ${MESSAGE_MAX_LENGTH} characters.`);
    await this.requireAccess(userId, channel);
    const view = await this.deps.db.transaction(async (manager) => {
      // The lock on the user's row makes concurrent sends by one user count one after another.
      const user = await manager.findOne(UserEntity, { where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      if (!user) throw badInput('This user no longer exists.');
      const now = this.deps.now();
      const recent = await manager.countBy(ChatMessageEntity, {
        userId,
        createdAt: MoreThan(new Date(now.getTime() - RATE_LIMIT.windowMs)),
      });
      if (recent >= RATE_LIMIT.messages) {
        throw badInput(
          `You can send at most ${RATE_LIMIT.messages} messages in ${RATE_LIMIT.windowMs / 1000} seconds; wait a moment.`,
        );
      }
      await manager.insert(ChatMessageEntity, { ...channel, userId, message, createdAt: now });
      return { userId, userNickname: user.nickname, isoTimestamp: now.toISOString(), message };
    });
    await this.deps.events.publish(topics.chat(channel.channelType, channel.channelId), { message: view } satisfies ChatEvent);
    return view;
  }

  /** The channel's latest messages, oldest first. */
  async history(userId: number, channel: Channel): Promise<MessageView[]> {
    await this.requireAccess(userId, channel);
    const rows = await this.deps.db.read((manager) =>
      manager.find(ChatMessageEntity, {
        where: { channelType: channel.channelType, channelId: channel.channelId },
        relations: { user: true },
        order: { createdAt: 'DESC', id: 'DESC' },
        take: HISTORY_SIZE,
      }),
    );
    return rows.reverse().map((row) => ({
      userId: row.userId,
      userNickname: row.user.nickname,
      isoTimestamp: row.createdAt.toISOString(),
      message: row.message,
    }));
  }
}
