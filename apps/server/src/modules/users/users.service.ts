import { randomBytes } from 'node:crypto';
import {
  assignableGroups,
  listResult,
  pageWindow,
  type Group,
  type UserCreateBody,
  type UserListQuery,
  type UserUpdateBody,
} from '@shuttle-ops/domain';
import type { Actor } from '../../lib/actor.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import {
  conflict,
  fieldConflict,
  forbidden,
  invalidField,
  notFound,
} from '../../lib/http-error.ts';
import { type AuditRepository, changedFields, recordChange } from '../audit/index.ts';
import type { FilesService } from '../files/index.ts';
import { hashPassword } from '../../lib/password-hash.ts';
import { TEMPORARY_PASSWORD_TTL_MS, passwordProblem } from '../identity/index.ts';
import { presentUser } from './users.presenter.ts';
import type { ManagedUser, UserPatch, UsersRepository } from './users.repository.ts';

export interface UsersDeps {
  repo: UsersRepository;
  files: FilesService;
  audit: AuditRepository;
  now?: () => Date;
}

const missing = () => notFound('User not found');

/** A temporary password that passes the policy; the user replaces it at first sign-in. */
function generatePassword(username: string): string {
  for (;;) {
    const candidate = randomBytes(12).toString('base64url');
    if (!passwordProblem(candidate, username)) return candidate;
  }
}

/** Whether a requested group list differs from the user's groups (order and repeats aside). */
function changesGroups(current: readonly string[], requested: readonly string[] | undefined) {
  if (requested === undefined) return false;
  const wanted = new Set(requested);
  return wanted.size !== new Set(current).size || current.some((group) => !wanted.has(group));
}

/**
 * Administration of the user pool. Admins manage their customer's users (platform-owner admins
 * may name another); customer admins theirs, never granting or touching admin or remote_operator.
 */
export function usersService({ repo, files, audit, now = () => new Date() }: UsersDeps) {
  async function present(rows: ManagedUser[]) {
    const images = await files.linksFor(rows.map((r) => r.user.graphicFileId));
    return rows.map((row) => presentUser(row, images));
  }
  const presentOne = async (row: ManagedUser) => (await present([row]))[0]!;

  async function find(actor: Actor, id: string): Promise<ManagedUser> {
    const row = await repo.findById(actor.scope, id);
    if (!row) throw missing();
    return row;
  }

  function checkGrant(actor: Actor, roles: readonly string[]) {
    const allowed: readonly string[] = assignableGroups(actor.session);
    const refused = roles.filter((role) => !allowed.includes(role));
    if (refused.length > 0) throw forbidden(`You may not grant the group ${refused.join(', ')}.`);
  }

  /** Someone may only manage users whose every group they could grant themselves. */
  function checkManageable(actor: Actor, target: ManagedUser) {
    const allowed: readonly string[] = assignableGroups(actor.session);
    const above = target.groups.filter((group) => !allowed.includes(group));
    if (above.length > 0)
      throw forbidden(`You may not change a user in the group ${above.join(', ')}.`);
  }

  async function temporaryPassword(given: string | undefined, username: string) {
    if (given !== undefined) {
      const problem = passwordProblem(given, username);
      if (problem) throw invalidField('body.temporary_password', problem);
    }
    const password = given ?? generatePassword(username);
    return {
      password,
      generated: given === undefined,
      patch: {
        passwordHash: await hashPassword(password),
        status: 'FORCE_CHANGE_PASSWORD' as const,
        temporaryPasswordExpiresAt: new Date(now().getTime() + TEMPORARY_PASSWORD_TTL_MS),
        failedAttempts: 0,
        lockedUntil: null,
      },
    };
  }

  const audited = (actor: Actor, action: string, row: ManagedUser, extra = {}) =>
    recordChange(audit, actor, action, row.user.customerId, {
      user_id: row.user.id,
      target: row.user.username,
      ...extra,
    });

  return {
    /** The groups the caller may give (spec §7 `GET user/pool_groups`). */
    poolGroups(actor: Actor): Group[] {
      return assignableGroups(actor.session);
    },

    async list(actor: Actor, query: UserListQuery) {
      const { rows, total } = await repo.list(actor.scope, {
        query: query.query,
        role: query.role,
        status: query.status,
        enabled: query.enabled === undefined ? undefined : query.enabled === 'true',
        sort: query.sort_attributes,
        order: query.sort_order,
        ...pageWindow(query),
      });
      return listResult(await present(rows), total);
    },

    async get(actor: Actor, id: string) {
      return presentOne(await find(actor, id));
    },

    async create(actor: Actor, body: UserCreateBody) {
      checkGrant(actor, body.roles);
      const secret = await temporaryPassword(body.temporary_password, body.username);
      let id: string;
      try {
        id = await repo.insert(
          actor.scope,
          {
            username: body.username,
            email: body.email,
            preferredUsername: body.preferred_username ?? null,
            ...secret.patch,
          },
          [...new Set(body.roles)],
        );
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw fieldConflict(
            'username',
            'A user with this username already exists.',
            'USERNAME_TAKEN',
          );
        }
        throw error;
      }
      const row = await find(actor, id);
      await audited(actor, 'user.create', row, { roles: row.groups });
      const created = await presentOne(row);
      return secret.generated ? { ...created, temporary_password: secret.password } : created;
    },

    async update(actor: Actor, body: UserUpdateBody) {
      const row = await find(actor, body.user_id);
      checkManageable(actor, row);
      const self = row.user.id === actor.session.sub;
      if (self && (body.enabled === false || changesGroups(row.groups, body.roles))) {
        throw conflict('You cannot disable yourself or change your own groups.', 'SELF_CHANGE');
      }
      if (body.roles) checkGrant(actor, body.roles);
      const patch: UserPatch = {
        email: body.email,
        preferredUsername: body.preferred_username,
        enabled: body.enabled,
      };
      const reset =
        body.temporary_password === undefined
          ? undefined
          : await temporaryPassword(body.temporary_password, row.user.username);
      await repo.update(
        actor.scope,
        row.user.id,
        { ...patch, ...reset?.patch },
        body.roles ? [...new Set(body.roles)] : undefined,
      );
      // A disabled user, or one whose password an admin reset, must sign in again.
      if (body.enabled === false || reset) await repo.revokeRefreshTokens(row.user.id);
      const fields = changedFields(body, ['operation', 'user_id', 'Customer_ID']);
      await audited(actor, 'user.update', row, {
        fields,
        ...(body.roles ? { roles: body.roles } : {}),
        ...(body.enabled === undefined ? {} : { enabled: body.enabled }),
      });
      return presentOne(await find(actor, row.user.id));
    },

    async remove(actor: Actor, id: string) {
      const row = await find(actor, id);
      checkManageable(actor, row);
      if (row.user.id === actor.session.sub) {
        throw conflict('You cannot delete yourself.', 'SELF_CHANGE');
      }
      await repo.revokeRefreshTokens(row.user.id);
      if (!(await repo.delete(actor.scope, id))) throw missing();
      await files.discard(row.user.graphicFileId);
      await audited(actor, 'user.delete', row);
    },

    async setGraphic(actor: Actor, id: string, upload: Buffer) {
      const row = await find(actor, id);
      checkManageable(actor, row);
      const file = await files.save(row.user.customerId, 'user_graphic', upload, actor.session.sub);
      await repo.update(actor.scope, id, { graphicFileId: file.id });
      await files.discard(row.user.graphicFileId);
      await audited(actor, 'user.graphic.set', row);
      return presentOne(await find(actor, id));
    },

    async removeGraphic(actor: Actor, id: string) {
      const row = await find(actor, id);
      checkManageable(actor, row);
      await repo.update(actor.scope, id, { graphicFileId: null });
      await files.discard(row.user.graphicFileId);
      await audited(actor, 'user.graphic.remove', row);
      return presentOne(await find(actor, id));
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;
