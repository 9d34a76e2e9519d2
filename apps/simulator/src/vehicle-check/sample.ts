import type { VehiclePublishKind } from '../mqtt-link.ts';

/** What a sample should come to: stored by the server, or refused (and ideally why). */
export type Expectation = { outcome: 'accepted' } | { outcome: 'refused'; reason: string };

/** One message the check sends as the vehicle. */
export interface Sample {
  /** A short name for the report, e.g. "telemetry without seq". */
  name: string;
  kind: VehiclePublishKind;
  /** Sent as it is when a string (so that broken JSON stays broken), else as JSON. */
  body: unknown;
  expect: Expectation;
}

export const bodyText = (sample: Sample): string =>
  typeof sample.body === 'string' ? sample.body : JSON.stringify(sample.body);
