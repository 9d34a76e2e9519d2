import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seededDemoMqttPassword } from '../../db/demo-fleet.ts';
import { brokerAccounts, type BrokerAccounts } from './broker-accounts.ts';
import { brokerAccountsMetrics } from './broker-accounts-metrics.ts';

export type { VehicleAccount } from './account-names.ts';
export type { BrokerAccounts, BrokerAccountsKind } from './broker-accounts.ts';
export type { ReconcileReport } from './reconcile.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The vehicles' accounts on an external broker (MQTT_URL), kept by this server: the vehicles
     * module changes them with each vehicle, the fleet starts them before its ingest.
     */
    brokerAccounts: BrokerAccounts;
  }
}

/**
 * Vehicle accounts on the broker: with MQTT_URL, Mosquitto's dynamic-security plugin managed
 * over its control topic (an account and a role per vehicle, the server's role, a reconcile at
 * start and every minute); with the embedded broker, nothing to do (it reads the database).
 */
export const brokerAccountsModule = fp(
  (app: FastifyInstance) => {
    const { env } = app;
    const accounts = brokerAccounts({
      db: app.database.db,
      env,
      demoPassword: (vehicle) =>
        seededDemoMqttPassword(env.DEMO_PASSWORD, {
          id: vehicle.vehicleId,
          name: vehicle.name,
          mqttPasswordHash: vehicle.passwordHash,
        }),
      metrics: brokerAccountsMetrics(app.metrics),
      exclusive: (work) => app.database.exclusive(() => work()),
      logger: app.log.child({ module: 'broker-accounts' }),
    });
    app.decorate('brokerAccounts', accounts);
    app.addHook('onClose', () => accounts.close());
  },
  { name: 'broker-accounts', dependencies: ['config', 'database', 'metrics'] },
);
