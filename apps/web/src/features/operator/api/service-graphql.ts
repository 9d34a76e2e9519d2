import { service } from '@shuttle-ops/domain';
import type { Service } from '@shuttle-ops/domain';
import type { ServiceFieldsFragment } from '../../../lib/graphql/generated/graphql.ts';

/** The Service of an answer (`...ServiceFields`), or null when it does not have the wire's shape. */
export function serviceIn(value: ServiceFieldsFragment): Service | null {
  const parsed = service.safeParse(value);
  return parsed.success ? parsed.data : null;
}
