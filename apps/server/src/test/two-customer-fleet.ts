import type { MqttClient } from 'mqtt';
import { customerIdOf } from './factories.ts';
import { graphqlWsUrl } from './graphql-client.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { connectVehicle, createMqttVehicle, type TestVehicle } from './vehicles.ts';

export interface TwoCustomerFleet {
  t: TestApp;
  /** The app's GraphQL WebSocket URL. */
  wsUrl: string;
  /** A vehicle of Darwin (the platform owner) and one of Campus Mobility, both signed in. */
  shuttle: TestVehicle;
  campusShuttle: TestVehicle;
  /** Their MQTT connections, in the same order. */
  links: [MqttClient, MqttClient];
  close(): Promise<void>;
}

/** A test app with its broker listening and one connected vehicle for each demo customer. */
export async function twoCustomerFleet(): Promise<TwoCustomerFleet> {
  const t = await createTestApp();
  await t.app.mqtt.listen({ port: 0, host: '127.0.0.1' });
  const mqttUrl = `mqtt://127.0.0.1:${t.app.mqtt.port}`;
  const wsUrl = await graphqlWsUrl(t.app);
  const { db } = t.database;
  const shuttle = await createMqttVehicle(db, await customerIdOf(db, 'Darwin'));
  const campusShuttle = await createMqttVehicle(db, await customerIdOf(db, 'Campus Mobility'));
  const links: [MqttClient, MqttClient] = [
    await connectVehicle(mqttUrl, shuttle),
    await connectVehicle(mqttUrl, campusShuttle),
  ];
  return {
    t,
    wsUrl,
    shuttle,
    campusShuttle,
    links,
    close: async () => {
      await Promise.all(links.map((link) => link.endAsync()));
      await t.close();
    },
  };
}
