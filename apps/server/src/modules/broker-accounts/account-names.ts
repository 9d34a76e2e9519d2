import { fleetTopic, fleetTopicFilter, vehicleMqttUsername } from '@shuttle-ops/domain';

/** A dynamic-security ACL entry. */
export interface DynsecAcl {
  acltype: 'publishClientSend' | 'publishClientReceive' | 'subscribePattern';
  topic: string;
  allow: boolean;
}

/** Who a vehicle is, as its broker account names it. */
export interface VehicleAccount {
  vehicleId: string;
  customerId: string;
  /** The vehicle's name (the account's `textname`). */
  name: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The names this install gives its accounts on a shared broker; INSTALL_ID keeps two installs
 * apart. Clients: `veh-<vid>` (the vehicle's MQTT username) with the `textdescription`
 * `<INSTALL_ID>:vehicle:<cid>/<vid>`; roles `<INSTALL_ID>-vehicle-<vid>` and `<INSTALL_ID>-server`.
 */
export function accountNames(installId: string) {
  const markerPrefix = `${installId}:vehicle:`;
  const rolePrefix = `${installId}-vehicle-`;
  return {
    serverRole: `${installId}-server`,
    vehicleUsername: vehicleMqttUsername,
    vehicleRole: (vehicleId: string) => `${rolePrefix}${vehicleId}`,
    marker: (customerId: string, vehicleId: string) => `${markerPrefix}${customerId}/${vehicleId}`,
    /** The vehicle a client's `textdescription` names, if this install made that client. */
    vehicleOfMarker(text: string | undefined): { customerId: string; vehicleId: string } | null {
      if (!text?.startsWith(markerPrefix)) return null;
      const [customerId, vehicleId, ...rest] = text.slice(markerPrefix.length).split('/');
      if (rest.length > 0 || !UUID.test(customerId ?? '') || !UUID.test(vehicleId ?? '')) {
        return null;
      }
      return { customerId: customerId!, vehicleId: vehicleId! };
    },
    /** The vehicle a role belongs to, if it is one of this install's vehicle roles. */
    vehicleOfRole(rolename: string): string | null {
      const rest = rolename.startsWith(rolePrefix) ? rolename.slice(rolePrefix.length) : '';
      return UUID.test(rest) ? rest : null;
    },
  };
}

export type AccountNames = ReturnType<typeof accountNames>;

/**
 * A vehicle's role: publish its telemetry, alerts, mission events and command answers, and
 * subscribe to (and receive) its commands; nothing else (the broker denies by default).
 */
export function vehicleAcls(customerId: string, vehicleId: string): DynsecAcl[] {
  const topic = (kind: Parameters<typeof fleetTopic>[2]) => fleetTopic(customerId, vehicleId, kind);
  return [
    ...(['telemetry', 'alerts', 'missions', 'commands/ack'] as const).map((kind): DynsecAcl => ({
      acltype: 'publishClientSend',
      topic: topic(kind),
      allow: true,
    })),
    { acltype: 'subscribePattern', topic: topic('commands'), allow: true },
    { acltype: 'publishClientReceive', topic: topic('commands'), allow: true },
  ];
}

/**
 * The server's role (added to MQTT_URL's account): send commands; read what vehicles send
 * through the ingest's shared subscription (Mosquitto 2.0 checks a shared subscription against
 * its whole `$share/<group>/…` filter); watch command answers directly (every copy does).
 */
export function serverAcls(shareGroup: string): DynsecAcl[] {
  const shared = (['telemetry', 'alerts', 'missions', 'commands/ack'] as const).map(
    (kind): DynsecAcl => ({
      acltype: 'subscribePattern',
      topic: `$share/${shareGroup}/${fleetTopicFilter(kind)}`,
      allow: true,
    }),
  );
  return [
    { acltype: 'publishClientSend', topic: fleetTopicFilter('commands'), allow: true },
    ...shared,
    { acltype: 'subscribePattern', topic: fleetTopicFilter('commands/ack'), allow: true },
    { acltype: 'publishClientReceive', topic: 'fleet/#', allow: true },
  ];
}
