import { RecordingSink } from '../../test/recording-sink.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { alarmRulesModule, type AlarmRulesOptions } from './index.ts';

/**
 * The real app with the alarm rules registered on it (app.ts registers them with the alarm
 * service as their sink), reporting to a sink that records what it is given.
 */
export async function alarmRulesTestApp(
  options: Omit<AlarmRulesOptions, 'sink'> = {},
): Promise<{ t: TestApp; sink: RecordingSink }> {
  const t = await createTestApp();
  const sink = new RecordingSink();
  await t.app.register(alarmRulesModule, { sink, ...options });
  await t.app.ready();
  return { t, sink };
}
