import { Counter, type Registry } from 'prom-client';

/** What a reconcile pass changed on the broker (the `outcome` label). */
export type ReconcileOutcome =
  'created' | 'created_disabled' | 'deleted' | 'role_created' | 'role_deleted' | 'foreign';

export interface BrokerAccountsMetrics {
  reconciled: Counter<'outcome'>;
  reconcileRuns: Counter<'result'>;
  failures: Counter<'operation'>;
}

/** The vehicle accounts' metrics in the app's registry (see /metrics). */
export function brokerAccountsMetrics(registry: Registry): BrokerAccountsMetrics {
  const registers = [registry];
  return {
    reconciled: new Counter({
      name: 'broker_accounts_reconciled_total',
      help: 'Vehicle accounts the reconcile made or removed on the broker (foreign: a vehicle whose username another client holds), by outcome',
      labelNames: ['outcome'] as const,
      registers,
    }),
    reconcileRuns: new Counter({
      name: 'broker_accounts_reconcile_runs_total',
      help: 'Reconcile passes of the vehicle accounts, by result (ok, failed)',
      labelNames: ['result'] as const,
      registers,
    }),
    failures: new Counter({
      name: 'broker_accounts_failures_total',
      help: 'Vehicle account changes the broker did not confirm, by operation (save, disable, delete)',
      labelNames: ['operation'] as const,
      registers,
    }),
  };
}
