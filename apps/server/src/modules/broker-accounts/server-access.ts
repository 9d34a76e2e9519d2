import { serverAcls, type AccountNames, type DynsecAcl } from './account-names.ts';
import { ControlChannelError, type ControlChannel } from './control-channel.ts';

export interface ServerAccessOptions {
  names: AccountNames;
  shareGroup: string;
  /** MQTT_URL's user: the ingest's and this channel's account (none: anonymous). */
  username: string | null;
  logger: { warn(fields: object, message: string): void };
}

const sameAcl = (a: DynsecAcl, b: DynsecAcl) =>
  a.acltype === b.acltype && a.topic === b.topic && a.allow === b.allow;

/** How long to wait for the channel to come back after Mosquitto disconnects our own account. */
const RECONNECT_MS = 5_000;

/**
 * What the broker must grant before any vehicle has an account: nobody publishes or subscribes
 * unless a role allows it (the default ACL access), and the server's role, given to MQTT_URL's
 * account, lets the ingest read vehicles and send commands. ACLs the role lacks are added; none
 * are removed.
 */
export async function ensureServerAccess(
  channel: ControlChannel,
  options: ServerAccessOptions,
): Promise<void> {
  const { names, username } = options;
  const rolename = names.serverRole;
  const wanted = serverAcls(options.shareGroup);
  // Read first and change only what differs: a pass on a broker that is as it should be writes
  // nothing (the plugin saves its whole configuration file on every change).
  const [defaults, role] = await channel.run([
    { body: { command: 'getDefaultACLAccess' } },
    { body: { command: 'getRole', rolename }, tolerate: ['Role not found'] },
  ]);
  const access = (defaults?.data as { acls?: { acltype: string; allow: boolean }[] } | undefined)
    ?.acls;
  const denied = (acltype: string) =>
    access?.some((a) => a.acltype === acltype && a.allow === false) ?? false;
  if (!denied('publishClientSend') || !denied('subscribe')) {
    await channel.run([
      {
        body: {
          command: 'setDefaultACLAccess',
          acls: [
            { acltype: 'publishClientSend', allow: false },
            { acltype: 'subscribe', allow: false },
          ],
        },
      },
    ]);
  }
  const present = (role?.data as { role?: { acls?: DynsecAcl[] } } | undefined)?.role?.acls;
  if (present === undefined) {
    await channel.run([
      {
        body: { command: 'createRole', rolename, textname: 'Shuttle Ops server', acls: wanted },
        tolerate: ['Role already exists'],
      },
    ]);
  } else {
    const missing = wanted.filter((acl) => !present.some((p) => sameAcl(p, acl)));
    if (missing.length > 0) {
      await channel.run(
        missing.map((acl) => ({ body: { command: 'addRoleACL', rolename, ...acl } })),
      );
    }
  }
  if (username === null) {
    options.logger.warn({}, 'MQTT_URL names no user: the server role is given to nobody');
    return;
  }
  if (await hasRole(channel, username, rolename)) return;
  // Mosquitto disconnects an account's clients when its roles change, this channel included, so
  // the answer is usually lost: reconnect and look.
  await channel
    .run([{ body: { command: 'addClientRole', username, rolename } }])
    .catch((err: unknown) => {
      if (!(err instanceof ControlChannelError)) throw err;
    });
  for (let attempt = 0; ; attempt++) {
    try {
      await channel.whenReady(RECONNECT_MS);
      if (await hasRole(channel, username, rolename)) return;
      throw new Error(`the broker did not give ${username} the role ${rolename}`);
    } catch (err) {
      if (!(err instanceof ControlChannelError) || attempt >= 2) throw err;
    }
  }
}

async function hasRole(channel: ControlChannel, username: string, rolename: string) {
  const [found] = await channel.run([{ body: { command: 'getClient', username } }]);
  const client = (found?.data as { client?: { roles?: { rolename: string }[] } } | undefined)
    ?.client;
  return client?.roles?.some((r) => r.rolename === rolename) ?? false;
}
