// Next's cache of `'use cache'` results, kept in Redis so that every storefront process shares it
// and a revalidated tag is stale in all of them at once (next.config.ts uses it when REDIS_URL is set).
import { redisCacheHandler } from '@trieb.work/nextjs-turbo-redis-cache';

export default redisCacheHandler;
