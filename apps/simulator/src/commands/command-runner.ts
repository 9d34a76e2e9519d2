import { isCommandExpired, type FleetCommand, type FleetCommandAck } from '@shuttle-ops/domain';
import type { Rng } from '../rng.ts';
import { step, type StepResult } from '../vehicle-model.ts';
import { SHUTTLE, type VehicleState } from '../vehicle-state.ts';
import { commandAck } from './command-ack.ts';
import { holdStep } from './hold-motion.ts';

/** The remote-control commands a shuttle carries out itself (missions are another runner's). */
const REMOTE = new Set<FleetCommand['command']>([
  'move/start',
  'move/stop',
  'door/open',
  'door/close',
]);

export interface CommandRunnerOptions {
  vehicleId: string;
  publish(kind: 'commands/ack', payload: FleetCommandAck): void;
  /** The vehicle's clock, which judges `expires_at`. */
  now(): Date;
}

export interface CommandRunner {
  /** Answers a command at once (acknowledged, or expired/rejected) and starts carrying it out. */
  onCommand(state: VehicleState, command: FleetCommand): VehicleState;
  /** One simulation step: the model's, or braking and standing while a stop holds the shuttle. */
  step(state: VehicleState, dtSeconds: number, rng: Rng): StepResult;
  /** Whether a stop (or an opened door) holds the shuttle until move/start. */
  readonly held: boolean;
}

/** A command being carried out, answered `executed` once the shuttle has done it. */
interface Underway {
  command: FleetCommand;
  done(state: VehicleState): boolean;
}

/**
 * move/stop brakes to a standstill and holds the shuttle until move/start; door/open opens the
 * doors of a standing shuttle (and holds it); door/close closes them; move/start, with the doors
 * closed, releases the hold and service resumes. A command received after its `expires_at` is
 * answered `expired` and not carried out.
 */
export function commandRunner(options: CommandRunnerOptions): CommandRunner {
  let held = false;
  let underway: Underway[] = [];

  const answer = (command: FleetCommand, status: FleetCommandAck['status'], reason?: string) =>
    options.publish(
      'commands/ack',
      commandAck(options.vehicleId, command, status, options.now(), reason),
    );

  const reject = (state: VehicleState, command: FleetCommand, reason: string) => {
    answer(command, 'rejected', reason);
    return state;
  };

  /** Answers `executed` now, or once `done` holds after a step. */
  const carryOut = (state: VehicleState, command: FleetCommand, done: Underway['done']) => {
    if (done(state)) answer(command, 'executed');
    else underway.push({ command, done });
    return state;
  };

  const settle = (state: VehicleState) => {
    if (underway.length === 0) return;
    const still: Underway[] = [];
    for (const item of underway) {
      if (item.done(state)) answer(item.command, 'executed');
      else still.push(item);
    }
    underway = still;
  };

  const stopped = (s: VehicleState) => s.speed === 0;
  const doorsAre = (wanted: VehicleState['doors']) => (s: VehicleState) => s.doors === wanted;

  const run = (state: VehicleState, command: FleetCommand): VehicleState => {
    switch (command.command) {
      case 'move/stop':
        held = true;
        return carryOut(state, command, stopped);
      case 'move/start': {
        if (state.doors !== 'CLOSED') {
          return reject(state, command, `a door is ${state.doors.toLowerCase()}: close it first`);
        }
        if (!held) return carryOut(state, command, () => true);
        held = false;
        underway = underway.filter((item) => item.command.command !== 'move/stop');
        // Held at a stop with its service under way: the doors' closing ends it and it departs.
        const next =
          state.phase === 'AT_STOP' && state.exchange
            ? { ...state, doors: 'CLOSING' as const, doorTimer: 0 }
            : state;
        return carryOut(next, command, () => true);
      }
      case 'door/open': {
        if (state.speed > 0) {
          return reject(state, command, `moving at ${(state.speed * 3.6).toFixed(1)} km/h`);
        }
        held = true;
        const next =
          state.doors === 'OPEN' || state.doors === 'OPENING'
            ? state
            : { ...state, doors: 'OPENING' as const, doorTimer: SHUTTLE.doorSeconds };
        return carryOut(next, command, doorsAre('OPEN'));
      }
      case 'door/close': {
        const next =
          state.doors === 'CLOSED' || state.doors === 'CLOSING'
            ? state
            : { ...state, doors: 'CLOSING' as const, doorTimer: SHUTTLE.doorSeconds };
        return carryOut(next, command, doorsAre('CLOSED'));
      }
      default:
        return state;
    }
  };

  return {
    onCommand(state, command) {
      if (!REMOTE.has(command.command)) return state;
      if (isCommandExpired(command, options.now())) {
        answer(command, 'expired', 'received after expires_at: not carried out');
        return state;
      }
      answer(command, 'acknowledged');
      return run(state, command);
    },
    step(state, dtSeconds, rng) {
      const result = held
        ? { state: holdStep(state, dtSeconds), events: [] }
        : step(state, dtSeconds, rng);
      settle(result.state);
      return result;
    },
    get held() {
      return held;
    },
  };
}
