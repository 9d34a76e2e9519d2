/**
 * Runs tasks one after another per key (a condition's raise and clear stay in order) and
 * concurrently across keys. `idle()` resolves once every task queued so far has run.
 */
export function keyedQueue(onError: (err: unknown, key: string) => void) {
  const tails = new Map<string, Promise<void>>();
  return {
    push(key: string, task: () => Promise<void>): Promise<void> {
      const previous = tails.get(key) ?? Promise.resolve();
      const next = previous.then(task).catch((err: unknown) => onError(err, key));
      tails.set(key, next);
      void next.finally(() => {
        if (tails.get(key) === next) tails.delete(key);
      });
      return next;
    },
    get pending(): number {
      return tails.size;
    },
    async idle(): Promise<void> {
      while (tails.size > 0) await Promise.allSettled([...tails.values()]);
    },
  };
}
