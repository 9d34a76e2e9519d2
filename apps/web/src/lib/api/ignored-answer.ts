import type { WireSchema } from './api-client.ts';

/**
 * For answers the console does not read (deletes answer the id they deleted). The domain package
 * exports no schema for them, so they are accepted as they come.
 */
export const ignoredAnswer: WireSchema<unknown> = {
  safeParse: (value: unknown) => ({ success: true, data: value }),
};
