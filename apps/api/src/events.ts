// Publish/subscribe for GraphQL subscriptions: in memory for one API process, Redis (REDIS_URL)
// when several API instances must share chat, room and lobby events.
import { PubSub } from 'graphql-subscriptions';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import Redis from 'ioredis';

export interface EventBus {
  publish(topic: string, payload: unknown): Promise<void>;
  subscribe<T>(topic: string): AsyncIterableIterator<T>;
  close(): Promise<void>;
}

export const topics = {
  lobby: 'lobby',
  room: (roomId: string) => `room:${roomId}`,
  chat: (channelType: string, channelId: string) => `chat:${channelType}:${channelId}`,
};

export function createMemoryEventBus(): EventBus {
  const pubsub = new PubSub<Record<string, unknown>>();
  return {
    publish: (topic, payload) => pubsub.publish(topic, payload),
    subscribe: <T>(topic: string) => pubsub.asyncIterableIterator(topic) as AsyncIterableIterator<T>,
    close: async () => undefined,
  };
}

export async function createRedisEventBus(url: string): Promise<EventBus> {
  const options = { maxRetriesPerRequest: null, lazyConnect: true };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const pubsub = new RedisPubSub({ publisher, subscriber });
  return {
    publish: (topic, payload) => pubsub.publish(topic, payload),
    subscribe: <T>(topic: string) => pubsub.asyncIterableIterator(topic) as AsyncIterableIterator<T>,
    close: async () => {
      await pubsub.close();
    },
  };
}

/**
 * The events of `source` that pass `keep`, mapped by `map`. A plain iterator rather than an async
 * generator: a generator waiting for the next event cannot be ended until one arrives, so a client
 * that leaves would keep its subscription alive; here `return()` ends the source at once.
 */
export function filterEvents<T, R>(
  source: AsyncIterableIterator<T>,
  keep: (event: T) => boolean | Promise<boolean>,
  map: (event: T) => R,
): AsyncIterableIterator<R> {
  const end = async (): Promise<IteratorResult<R>> => {
    await source.return?.();
    return { done: true, value: undefined };
  };
  return {
    async next() {
      for (;;) {
        const result = await source.next();
        if (result.done) return { done: true, value: undefined };
        if (await keep(result.value)) return { done: false, value: map(result.value) };
      }
    },
    return: end,
    throw: end,
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
