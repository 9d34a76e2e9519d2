import { z } from 'zod';
import { GROUPS } from '../access/groups.ts';
import { customerIdParam, listQuery, listResponse, optionalText, timestamp } from './list.ts';
import { imageLink } from './image.ts';

export const USER_STATUSES = ['FORCE_CHANGE_PASSWORD', 'CONFIRMED', 'RESET_REQUIRED'] as const;
export type UserStatusName = (typeof USER_STATUSES)[number];

export const user = z.object({
  user_id: z.uuid(),
  username: z.string(),
  email: z.string().nullable(),
  preferred_username: z.string().nullable(),
  Customer_ID: z.uuid(),
  customer_name: z.string(),
  /** Pool groups (spec §3 "a list of roles"); the console labels them with `groupLabel`. */
  roles: z.array(z.string()),
  status: z.enum(USER_STATUSES),
  enabled: z.boolean(),
  mfa_enabled: z.boolean(),
  temporary_password_expires_at: z.string().nullable(),
  user_graphic: imageLink.nullable(),
  create_dt: timestamp,
  update_dt: timestamp,
});
export type User = z.infer<typeof user>;

const username = z
  .string()
  .trim()
  .min(3)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._@-]*$/, {
    error: 'may hold letters, digits and . _ @ - and must start with a letter or digit',
  });
const roles = z.array(z.enum(GROUPS)).max(GROUPS.length);
/** Checked against the password policy by the server (the 400 says why). */
const temporaryPassword = z.string().min(1).max(256);

export const userCreateBody = z.object({
  Customer_ID: customerIdParam,
  username,
  email: z.email().max(254),
  preferred_username: optionalText(100),
  roles: roles.default([]),
  /** Without one the server makes one up and answers it once as `temporary_password`. */
  temporary_password: temporaryPassword.optional(),
});
export type UserCreateBody = z.infer<typeof userCreateBody>;

export const userCreated = user.extend({ temporary_password: z.string().optional() });

/** Spec §7: the console's PUT carries `operation: "_update"` next to the user's id. */
export const userUpdateBody = z.object({
  operation: z.literal('_update'),
  user_id: z.uuid(),
  Customer_ID: customerIdParam,
  email: z.email().max(254).optional(),
  preferred_username: optionalText(100),
  roles: roles.optional(),
  enabled: z.boolean().optional(),
  /** Sets a new temporary password: the user must choose a new one at the next sign-in. */
  temporary_password: temporaryPassword.optional(),
});
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

export const userDeleteBody = z.object({ user_id: z.uuid(), Customer_ID: customerIdParam });

export const USER_SORT = ['username', 'email', 'status', 'create_dt'] as const;
export const userListQuery = listQuery(USER_SORT, 'username').extend({
  role: z.enum(GROUPS).optional(),
  status: z.enum(USER_STATUSES).optional(),
  enabled: z.enum(['true', 'false']).optional(),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const userList = listResponse(user);
export const poolGroups = z.array(z.enum(GROUPS));
