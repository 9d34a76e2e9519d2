import type { User } from '@shuttle-ops/domain';
import type { ImageLinks } from '../files/index.ts';
import type { ManagedUser } from './users.repository.ts';

/** The one place a user row becomes its wire shape; hashes and secrets never leave. */
export function presentUser({ user, customerName, groups }: ManagedUser, images: ImageLinks): User {
  return {
    user_id: user.id,
    username: user.username,
    email: user.email,
    preferred_username: user.preferredUsername,
    Customer_ID: user.customerId,
    customer_name: customerName,
    roles: groups,
    status: user.status,
    enabled: user.enabled,
    mfa_enabled: user.totpEnabled,
    temporary_password_expires_at: user.temporaryPasswordExpiresAt?.toISOString() ?? null,
    user_graphic: images(user.graphicFileId),
    create_dt: user.createdAt.toISOString(),
    update_dt: user.updatedAt.toISOString(),
  };
}
