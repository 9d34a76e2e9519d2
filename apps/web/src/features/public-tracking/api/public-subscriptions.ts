import { publicService } from '@shuttle-ops/domain';
import type { PublicService } from '@shuttle-ops/domain';
import type {
  PublicEtaUpdateSubscription,
  PublicServiceCreateSubscription,
  PublicServiceUpdateSubscription,
  ServiceFieldsFragment,
} from '../../../lib/graphql/generated/graphql.ts';

/**
 * What the public subscriptions (x-api-key only, src/lib/graphql/operations/public-*.ts) bring:
 * the customer's active services as their ETAs or status change (positions: lib/live).
 */

function publicServiceIn(value: ServiceFieldsFragment): PublicService | null {
  const parsed = publicService.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export const parsePublicEta = (data: PublicEtaUpdateSubscription) =>
  publicServiceIn(data.onETAUpdateService);
export const parsePublicUpdate = (data: PublicServiceUpdateSubscription) =>
  publicServiceIn(data.onUpdateService);
export const parsePublicCreate = (data: PublicServiceCreateSubscription) =>
  publicServiceIn(data.onCreateService);
