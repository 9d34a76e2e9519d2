import type { ServiceStatus } from '@shuttle-ops/domain';

/** The colour of each service status, in the table and the detail. */
export const STATUS_COLOR: Record<ServiceStatus, string> = {
  scheduled: 'blue',
  active: 'green',
  completed: 'gray',
  cancelled: 'orange',
};
