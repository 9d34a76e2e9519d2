import { publicBusLocation, publicService } from '@shuttle-ops/domain';
import type { PublicBusLocation, PublicService } from '@shuttle-ops/domain';
import type {
  PublicBusLocationSubscription,
  PublicEtaUpdateSubscription,
  PublicServiceCreateSubscription,
  PublicServiceUpdateSubscription,
  ServiceFieldsFragment,
} from '../../../lib/graphql/generated/graphql.ts';

/**
 * What the public subscriptions (x-api-key only, src/lib/graphql/operations/public-*.ts) bring:
 * positions of the customer's shuttles, and its active services as their ETAs or status change.
 */

export function parsePublicLocation(data: PublicBusLocationSubscription): PublicBusLocation | null {
  const parsed = publicBusLocation.safeParse(data.onCreateBusLocation);
  return parsed.success ? parsed.data : null;
}

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
