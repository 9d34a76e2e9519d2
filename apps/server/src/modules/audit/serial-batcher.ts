interface Waiting<T> {
  item: T;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * Runs `write` for one batch at a time, in the order items were pushed; items pushed while a
 * batch is being written form the next one. A failed batch is retried item by item, so one bad
 * item fails only its own push.
 */
export function serialBatcher<T>(write: (items: readonly T[]) => Promise<void>, maxBatch = 500) {
  const queue: Waiting<T>[] = [];
  let running = false;

  async function writeBatch(batch: Waiting<T>[]): Promise<void> {
    try {
      await write(batch.map((w) => w.item));
      for (const w of batch) w.resolve();
    } catch (err) {
      if (batch.length === 1) {
        batch[0]!.reject(err);
        return;
      }
      for (const w of batch) await writeBatch([w]);
    }
  }

  async function drain(): Promise<void> {
    running = true;
    try {
      while (queue.length > 0) await writeBatch(queue.splice(0, maxBatch));
    } finally {
      running = false;
    }
  }

  return {
    push(item: T): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (!running) void drain();
      });
    },
  };
}
