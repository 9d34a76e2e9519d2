/**
 * How long the server waits on a vehicle, for every kind of request, in one place. Each request
 * names its expiry (the command's `expires_at` − `issued_at`), the grace for the first answer
 * after that expiry, and the longest wait for its final answer (from `issued_at`).
 */
export interface RequestTimeouts {
  /** How long the command is valid on the vehicle; it answers `expired` to one received later. */
  expiryMs: number;
  /** Extra wait for the first answer (even an `acknowledged`) after the expiry: the network. */
  answerGraceMs: number;
  /** Without a final answer this long after `issued_at`, the request has timed out. */
  finishWithinMs: number;
}

/**
 * Remote control (move, door): a command is carried out at once or not at all, so it is valid
 * 5 s; a vehicle that has not even acknowledged it 1 s later will not carry it out. Stopping from
 * full speed takes about 4 s, so the final answer may come up to 20 s after sending.
 */
export const REMOTE_COMMAND_TIMEOUTS: RequestTimeouts = {
  expiryMs: 5_000,
  answerGraceMs: 1_000,
  finishWithinMs: 20_000,
};

/**
 * Missions (`mission/start`, `mission/cancel`): a mission command is valid 10 s on the vehicle
 * and the server waits 2 s longer for its answer. A start is answered by the vehicle's
 * acknowledgement, a cancel by the mission's final lifecycle event, both within that same 12 s.
 */
export const MISSION_COMMAND_TIMEOUTS: RequestTimeouts = {
  expiryMs: 10_000,
  answerGraceMs: 2_000,
  finishWithinMs: 12_000,
};

/** The timeouts of each kind of request, as `app.vehicleRequests.timeouts` holds them. */
export interface RequestTimeoutsByKind {
  /** Remote control: move, door. */
  remote: RequestTimeouts;
  /** `mission/start`, `mission/cancel`. */
  mission: RequestTimeouts;
}

/** What a server waits: the defaults above (tests give shorter ones through `buildApp`). */
export const REQUEST_TIMEOUTS: RequestTimeoutsByKind = {
  remote: REMOTE_COMMAND_TIMEOUTS,
  mission: MISSION_COMMAND_TIMEOUTS,
};
