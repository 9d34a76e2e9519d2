import { RecordingSink } from '../../test/recording-sink.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { AlarmRulesOptions } from './index.ts';

/**
 * The real app with its alarm rules reporting to a sink that records what it is given (instead
 * of the alarm service, which app.ts gives them).
 */
export async function alarmRulesTestApp(
  options: Omit<AlarmRulesOptions, 'sink'> = {},
): Promise<{ t: TestApp; sink: RecordingSink }> {
  const sink = new RecordingSink();
  const t = await createTestApp({}, { build: { alarmRules: { sink, ...options } } });
  await t.app.ready();
  return { t, sink };
}
