import { randomUUID } from 'node:crypto';
import { HARWELL_SITE, vehicleClientId, type FleetCommand } from '@shuttle-ops/domain';
import { ALERT_CATALOGUE } from './alert-catalogue.ts';
import { alertMessage } from './alert-message.ts';
import type { BackoffOptions } from './backoff.ts';
import { silentLogger, type SimLogger } from './logger.ts';
import { createMqttLink, type LinkStats, type MqttLink } from './mqtt-link.ts';
import { prepareRoute, type PreparedRoute } from './prepared-route.ts';
import { missionRunner, type MissionRunner } from './missions/mission-runner.ts';
import { commandRunner, type CommandRunner } from './commands/command-runner.ts';
import { createRng, deriveSeed, type Rng } from './rng.ts';
import { modesOf, telemetryPayload, type VehicleModes } from './telemetry.ts';
import { raiseOnCue, type VehicleEvent } from './vehicle-model.ts';
import { isSilent, spellEnd, spellUnderWay, type VehicleScenario } from './scenario.ts';
import { fleetVehicleConfig, type FleetVehicleConfig } from './vehicle-config.ts';
import { createVehicleState, type VehiclePhase, type VehicleState } from './vehicle-state.ts';

export interface FleetOptions {
  brokerUrl: string;
  vehicles: readonly FleetVehicleConfig[];
  /** Same seed, same journeys (positions, passengers, alerts), whatever the order of vehicles. */
  seed?: number;
  /** Simulated seconds per real second; above 1 for tests and demos in a hurry. */
  timeScale?: number;
  /** Real milliseconds between simulation steps. */
  tickMs?: number;
  logger?: SimLogger;
  siteName?: string;
  /** Scales how often random alerts happen; 0 turns them off. */
  alertRate?: number;
  /** Overrides of the MQTT client settings (spec §9 by default). */
  link?: {
    keepaliveSeconds?: number;
    backoff?: BackoffOptions;
    maxBuffered?: number;
    maxInflight?: number;
    connectTimeoutMs?: number;
  };
  /** Every valid command that arrives for a vehicle, after the vehicle has handled it. */
  onCommand?: (vehicleId: string, command: FleetCommand) => void;
  /** The wall clock that stamps messages. */
  now?: () => Date;
  /** What vehicles do on cue, by Vehicle_ID (scenario.ts): the demo's lasting conditions. */
  scenarios?: Readonly<Record<string, VehicleScenario>>;
}

export interface FleetVehicleSnapshot {
  Vehicle_ID: string;
  Customer_ID: string;
  route: string;
  phase: VehiclePhase;
  /** The stop being served or approached. */
  stop: string;
  lat: number;
  lon: number;
  heading: number;
  speedKmh: number;
  doors: VehicleState['doors'];
  passengers: number;
  wheelchairs: number;
  battery: number;
  modes: VehicleModes;
  /** Codes of the active alerts. */
  alerts: string[];
  /** The mission being driven to a station, if any. */
  mission: { mission_id: string; station_id: string } | null;
  telemetrySent: number;
  /** Simulated seconds since the fleet started. */
  simulatedSeconds: number;
  /** In a scenario's spell without telemetry. */
  silent: boolean;
  link: LinkStats;
}

export interface Fleet {
  stop(): Promise<void>;
  snapshot(): FleetVehicleSnapshot[];
}

/** At most this many telemetry messages per second and vehicle, whatever the time scale. */
const MAX_MESSAGES_PER_SECOND = 10;

interface SimVehicle {
  state: VehicleState;
  rng: Rng;
  link: MqttLink;
  /** Simulated seconds since the last telemetry message. */
  sinceTelemetry: number;
  ticksSinceTelemetry: number;
  telemetrySent: number;
  alertsSent: number;
  /** The UUID of each active condition, by its key. */
  conditionIds: Map<number, string>;
  missions: MissionRunner;
  /** Remote control: stop, start, doors. */
  commands: CommandRunner;
  scenario: VehicleScenario;
  /** The occurrence of each scripted condition raised last, by its place in the scenario. */
  cued: Map<number, number>;
}

function checkOptions(options: FleetOptions): { timeScale: number; tickMs: number } {
  const timeScale = options.timeScale ?? 1;
  const tickMs = options.tickMs ?? 1000;
  if (!(timeScale > 0 && Number.isFinite(timeScale))) throw new Error('timeScale must be above 0');
  if (!(tickMs >= 10 && Number.isFinite(tickMs))) throw new Error('tickMs must be at least 10');
  return { timeScale, tickMs };
}

/**
 * Starts virtual shuttles that drive their routes and speak MQTT like real vehicles: telemetry
 * every simulated second, alerts when conditions are raised or cleared.
 */
export function startFleet(options: FleetOptions): Fleet {
  const { timeScale, tickMs } = checkOptions(options);
  const logger = options.logger ?? silentLogger;
  const now = options.now ?? (() => new Date());
  const seed = options.seed ?? 1;
  const siteName = options.siteName ?? HARWELL_SITE.siteName;
  const configs = options.vehicles.map((vehicle, index) => {
    const parsed = fleetVehicleConfig.safeParse(vehicle);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(
        `vehicle ${index + 1}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`,
      );
    }
    return parsed.data;
  });
  const ids = new Set(configs.map((c) => c.Vehicle_ID));
  if (ids.size !== configs.length) throw new Error('each vehicle may appear only once');

  // Sequence numbers start at the wall-clock milliseconds of the start, so that they keep
  // increasing across restarts while fewer than 1000 messages a second are sent.
  const sequenceBase = now().getTime();
  const prepared = new Map<string, PreparedRoute>();
  const perRoute = new Map<string, number>();
  // Two customers may each have a route of the same name: a route is known by both.
  const routeKey = (config: { Customer_ID: string; route: { name: string } }) =>
    `${config.Customer_ID}/${config.route.name}`;
  const countOnRoute = (key: string) => configs.filter((c) => routeKey(c) === key).length;

  const vehicles: SimVehicle[] = configs.map((config): SimVehicle => {
    const key = routeKey(config);
    const route = prepared.get(key) ?? prepareRoute(config.route);
    prepared.set(key, route);
    // Vehicles on the same route start spread over its stops.
    const nth = perRoute.get(key) ?? 0;
    perRoute.set(key, nth + 1);
    const startStopIndex = Math.floor((nth * route.stops.length) / countOnRoute(key));
    const rng = createRng(deriveSeed(seed, config.Vehicle_ID));
    const scenario = options.scenarios?.[config.Vehicle_ID] ?? {};
    const state = createVehicleState(
      {
        vehicleId: config.Vehicle_ID,
        customerId: config.Customer_ID,
        route,
        maxOccupancy: config.maxOccupancy,
        maxWheelchairOccupancy: config.max_wheelchair_occupancy,
        chargeStopIndex: 0,
        alertRate: options.alertRate ?? 1,
      },
      rng,
      scenario.battery === undefined
        ? { startStopIndex }
        : { startStopIndex, battery: scenario.battery },
    );
    const link = createMqttLink({
      brokerUrl: options.brokerUrl,
      clientId: config.mqtt.clientId ?? vehicleClientId(config.Vehicle_ID),
      username: config.mqtt.username,
      password: config.mqtt.password,
      customerId: config.Customer_ID,
      vehicleId: config.Vehicle_ID,
      logger,
      onCommand: (command) => {
        // Each runner answers the commands it knows and passes the others by.
        vehicle.state = vehicle.commands.onCommand(vehicle.state, command);
        vehicle.state = vehicle.missions.onCommand(vehicle.state, command);
        options.onCommand?.(config.Vehicle_ID, command);
      },
      ...options.link,
    });
    const missions = missionRunner({
      publish: (kind, payload) => link.publish(kind, payload),
      now,
      timeScale,
    });
    const vehicle: SimVehicle = {
      state,
      rng,
      link,
      // The first step sends at once.
      sinceTelemetry: Number.POSITIVE_INFINITY,
      ticksSinceTelemetry: Number.POSITIVE_INFINITY,
      telemetrySent: 0,
      alertsSent: 0,
      conditionIds: new Map(),
      missions,
      commands: commandRunner({
        vehicleId: config.Vehicle_ID,
        publish: (kind, payload) => link.publish(kind, payload),
        now,
      }),
      scenario,
      cued: new Map(),
    };
    return vehicle;
  });

  const dt = (tickMs / 1000) * timeScale;
  const minTicksBetween = Math.ceil(1000 / MAX_MESSAGES_PER_SECOND / tickMs);

  const report = (vehicle: SimVehicle, event: VehicleEvent, at: Date) => {
    if (event.type !== 'alert-raised' && event.type !== 'alert-cleared') {
      logger.debug({ vehicle_id: vehicle.state.spec.vehicleId, ...event }, event.type);
      return;
    }
    const { alert } = event;
    const conditionId = vehicle.conditionIds.get(alert.key) ?? randomUUID();
    if (event.type === 'alert-raised') vehicle.conditionIds.set(alert.key, conditionId);
    else vehicle.conditionIds.delete(alert.key);
    const change = event.type === 'alert-raised' ? 'raised' : 'cleared';
    const ids = {
      messageId: randomUUID(),
      conditionId,
      msgId: sequenceBase + vehicle.alertsSent++,
    };
    vehicle.link.publish('alerts', alertMessage(vehicle.state, alert, change, ids, at, siteName));
    logger.info(
      { vehicle_id: vehicle.state.spec.vehicleId, code: ALERT_CATALOGUE[alert.kind].code, change },
      `alert ${change}`,
    );
  };

  /** Raises the scenario's conditions whose spell has begun (each occurrence once). */
  const onCue = (vehicle: SimVehicle): VehicleEvent[] => {
    const events: VehicleEvent[] = [];
    (vehicle.scenario.conditions ?? []).forEach((condition, index) => {
      const occurrence = spellUnderWay(condition, vehicle.state.elapsed);
      if (occurrence === null || vehicle.cued.get(index) === occurrence) return;
      vehicle.cued.set(index, occurrence);
      const raised = raiseOnCue(vehicle.state, condition.kind, spellEnd(condition, occurrence));
      vehicle.state = raised.state;
      events.push(...raised.events);
    });
    return events;
  };

  const tick = () => {
    const at = now();
    for (const vehicle of vehicles) {
      const { state, events } = vehicle.commands.step(vehicle.state, dt, vehicle.rng);
      vehicle.state = state;
      for (const event of events) report(vehicle, event, at);
      vehicle.missions.afterStep(state, events, dt);
      for (const event of onCue(vehicle)) report(vehicle, event, at);
      vehicle.sinceTelemetry += dt;
      vehicle.ticksSinceTelemetry++;
      if (
        !isSilent(vehicle.scenario, vehicle.state.elapsed) &&
        vehicle.sinceTelemetry >= 1 - 1e-9 &&
        vehicle.ticksSinceTelemetry >= minTicksBetween
      ) {
        const seq = sequenceBase + vehicle.telemetrySent++;
        vehicle.link.publish('telemetry', telemetryPayload(vehicle.state, seq, at));
        vehicle.sinceTelemetry = 0;
        vehicle.ticksSinceTelemetry = 0;
      }
    }
  };

  logger.info(
    { vehicles: vehicles.length, seed, time_scale: timeScale, tick_ms: tickMs },
    'simulated fleet started',
  );
  const timer = setInterval(tick, tickMs);
  let stopped: Promise<void> | null = null;

  return {
    stop() {
      stopped ??= (async () => {
        clearInterval(timer);
        await Promise.all(vehicles.map((vehicle) => vehicle.link.close()));
        logger.info({ vehicles: vehicles.length }, 'simulated fleet stopped');
      })();
      return stopped;
    },
    snapshot: () =>
      vehicles.map(({ state, link, telemetrySent, missions, scenario }) => ({
        Vehicle_ID: state.spec.vehicleId,
        Customer_ID: state.spec.customerId,
        route: state.spec.route.route.name,
        phase: state.phase,
        stop: state.spec.route.route.stops[state.stopIndex]!.name,
        lat: state.lat,
        lon: state.lon,
        heading: state.heading,
        speedKmh: state.speed * 3.6,
        doors: state.doors,
        passengers: state.passengers,
        wheelchairs: state.wheelchairs,
        battery: state.battery,
        modes: modesOf(state),
        alerts: state.alerts.map((alert) => ALERT_CATALOGUE[alert.kind].code),
        mission: missions.current(),
        telemetrySent,
        simulatedSeconds: state.elapsed,
        silent: isSilent(scenario, state.elapsed),
        link: link.stats(),
      })),
  };
}
