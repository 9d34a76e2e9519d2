import { describe, expect, it } from 'vitest';
import { CID, VID } from './fleet-payloads.fixture.ts';
import {
  FLEET_TOPIC_KINDS,
  fleetTopic,
  fleetTopicFilter,
  fleetTopicPrefix,
  parseFleetTopic,
} from './topics.ts';

describe('fleetTopic', () => {
  it('builds fleet/{cid}/{vid}/{kind}', () => {
    expect(fleetTopic(CID, VID, 'telemetry')).toBe(`fleet/${CID}/${VID}/telemetry`);
    expect(fleetTopic(CID, VID, 'commands/ack')).toBe(`fleet/${CID}/${VID}/commands/ack`);
  });

  it('keeps every topic of a vehicle under its prefix', () => {
    for (const kind of FLEET_TOPIC_KINDS) {
      expect(fleetTopic(CID, VID, kind).startsWith(fleetTopicPrefix(CID, VID))).toBe(true);
    }
  });

  it('offers a filter over all vehicles', () => {
    expect(fleetTopicFilter('alerts')).toBe('fleet/+/+/alerts');
  });
});

describe('parseFleetTopic', () => {
  it.each(FLEET_TOPIC_KINDS)('reads back %s', (kind) => {
    expect(parseFleetTopic(fleetTopic(CID, VID, kind))).toEqual({
      customerId: CID,
      vehicleId: VID,
      kind,
    });
  });

  it.each([
    '',
    'fleet',
    `fleet/${CID}/${VID}`,
    `fleet/${CID}/${VID}/`,
    `fleet/${CID}/${VID}/status`,
    `fleet/${CID}/${VID}/commands/nack`,
    `fleet/${CID}/${VID}/telemetry/extra`,
    `fleet/${CID}/${VID}/commands/ack/extra`,
    `Fleet/${CID}/${VID}/telemetry`,
    `/fleet/${CID}/${VID}/telemetry`,
    `fleet/+/${VID}/telemetry`,
    `fleet/${CID}/#`,
    `fleet/${CID}/not-a-uuid/telemetry`,
    `fleet//${VID}/telemetry`,
    `other/${CID}/${VID}/telemetry`,
  ])('refuses %j', (topic) => {
    expect(parseFleetTopic(topic)).toBeNull();
  });
});
