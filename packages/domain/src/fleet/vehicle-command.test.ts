import { describe, expect, it } from 'vitest';
import { ackFixture, commandFixture } from './fleet-payloads.fixture.ts';
import { fleetCommand, fleetCommandAck, isCommandExpired } from './vehicle-command.ts';

describe('fleetCommand', () => {
  it.each(['move/start', 'move/stop', 'door/open', 'door/close'] as const)(
    'accepts %s without args',
    (command) => {
      expect(fleetCommand.safeParse({ ...commandFixture(), command }).success).toBe(true);
    },
  );

  it('accepts mission/start with its mission and station', () => {
    const command = {
      ...commandFixture(),
      command: 'mission/start',
      args: {
        mission_id: 'c0ffee00-1234-4abc-8def-001122334455',
        station_id: 'HWL-ST-02',
        site_id: 'DAR-HWL',
      },
    };
    expect(fleetCommand.parse(command)).toEqual(command);
  });

  it('refuses mission commands without their args', () => {
    expect(fleetCommand.safeParse({ ...commandFixture(), command: 'mission/start' }).success).toBe(
      false,
    );
    expect(
      fleetCommand.safeParse({ ...commandFixture(), command: 'mission/cancel', args: {} }).success,
    ).toBe(false);
  });

  it.each([
    ['an unknown command', { command: 'horn/sound' }],
    ['a command id that is no uuid', { command_id: '42' }],
    ['an expiry before the issue', { expires_at: '2026-03-02T09:14:59.000Z' }],
    ['no expiry', { expires_at: undefined }],
    ['no nonce', { nonce: undefined }],
    ['a nonce of another length', { nonce: 'q5Yx0wZt3mJv8KbN1cR7s' }],
    ['a nonce that is not base64url', { nonce: 'q5Yx0wZt3mJv8KbN1cR7s+' }],
  ])('refuses %s', (_, change) => {
    expect(fleetCommand.safeParse({ ...commandFixture(), ...change }).success).toBe(false);
  });

  it('tells an expired command', () => {
    const command = commandFixture();
    expect(isCommandExpired(command, new Date('2026-03-02T09:15:05Z'))).toBe(false);
    expect(isCommandExpired(command, new Date('2026-03-02T09:15:11Z'))).toBe(true);
  });
});

describe('fleetCommandAck', () => {
  it.each(['acknowledged', 'executed', 'expired'] as const)('accepts %s', (status) => {
    expect(fleetCommandAck.safeParse({ ...ackFixture(), status }).success).toBe(true);
  });

  it('requires a reason for a rejection', () => {
    expect(fleetCommandAck.safeParse({ ...ackFixture(), status: 'rejected' }).success).toBe(false);
    expect(
      fleetCommandAck.safeParse({ ...ackFixture(), status: 'rejected', reason: 'doors open' })
        .success,
    ).toBe(true);
  });

  it('leaves the nonce to the server: an answer without one still has its structure', () => {
    expect(fleetCommandAck.safeParse({ ...ackFixture(), nonce: undefined }).success).toBe(true);
    expect(fleetCommandAck.safeParse({ ...ackFixture(), nonce: 'x'.repeat(65) }).success).toBe(
      false,
    );
  });

  it('refuses an unknown status', () => {
    expect(fleetCommandAck.safeParse({ ...ackFixture(), status: 'done' }).success).toBe(false);
  });
});
