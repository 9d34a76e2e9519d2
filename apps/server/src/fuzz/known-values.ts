const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids and names the database holds, gathered from list answers: the fuzzers' "valid" values. */
export class KnownValues {
  readonly uuids: string[] = [];
  readonly byName = new Map<string, string[]>();

  harvest(value: unknown, key?: string) {
    if (typeof value === 'string') {
      if (UUID.test(value)) {
        if (!this.uuids.includes(value)) this.uuids.push(value);
      } else if (key && value.length <= 64) {
        const list = this.byName.get(key) ?? [];
        if (!list.includes(value) && list.length < 30) list.push(value);
        this.byName.set(key, list);
      }
    } else if (Array.isArray(value)) {
      for (const item of value) this.harvest(item, key);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) this.harvest(v, k);
    }
  }
}
