/**
 * A bounded first-in first-out queue: when it is full, adding drops the oldest entry. Used for
 * the messages a vehicle has not yet handed to the broker.
 */
export class OfflineBuffer<T> {
  private items: T[] = [];
  private head = 0;
  private droppedCount = 0;

  constructor(readonly capacity: number) {
    if (!(capacity >= 1)) throw new Error('an offline buffer holds at least one message');
  }

  get size(): number {
    return this.items.length - this.head;
  }

  /** How many entries were dropped because the buffer was full. */
  get dropped(): number {
    return this.droppedCount;
  }

  /** Adds at the end; answers how many old entries it dropped to make room. */
  push(item: T): number {
    this.items.push(item);
    return this.trim();
  }

  shift(): T | undefined {
    if (this.size === 0) return undefined;
    const item = this.items[this.head]!;
    this.head++;
    // Drop the consumed part now and then, so the array does not grow without end.
    if (this.head >= 1024 && this.head * 2 >= this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return item;
  }

  /**
   * Puts entries back at the front in their order (messages that were in flight when the
   * connection dropped); if that overfills the buffer, the oldest go.
   */
  requeue(items: readonly T[]): number {
    if (items.length === 0) return 0;
    this.items = [...items, ...this.items.slice(this.head)];
    this.head = 0;
    return this.trim();
  }

  private trim(): number {
    const excess = this.size - this.capacity;
    if (excess <= 0) return 0;
    this.head += excess;
    this.droppedCount += excess;
    if (this.head >= 1024 && this.head * 2 >= this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return excess;
  }
}
