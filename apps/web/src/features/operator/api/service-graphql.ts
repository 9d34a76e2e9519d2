import { service } from '@shuttle-ops/domain';
import type { Service } from '@shuttle-ops/domain';

const field = (data: unknown, name: string): unknown =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;

/** The Service under `data[name]`, or null when it does not have the wire's shape. */
export function serviceIn(data: unknown, name: string): Service | null {
  const parsed = service.safeParse(field(data, name));
  return parsed.success ? parsed.data : null;
}
