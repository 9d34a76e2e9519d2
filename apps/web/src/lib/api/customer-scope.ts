import { can } from '@shuttle-ops/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../auth/session-context.ts';

/** The search parameter naming the customer a platform-owner admin is working on. */
export const CUSTOMER_PARAM = 'customer';

export interface CustomerScope {
  /** The customer to name as `Customer_ID`; undefined for the caller's own customer. */
  customerId: string | undefined;
  /** Only platform-owner admins may work on another customer's data (ADR 0004). */
  canChoose: boolean;
  choose: (customerId: string | null) => void;
}

/** Which customer the admin screens work on; kept in the address so a reload keeps it. */
export function useCustomerScope(): CustomerScope {
  const { session } = useSession();
  const [params, setParams] = useSearchParams();
  const canChoose = session !== null && can(session, 'manageCustomers');
  const chosen = params.get(CUSTOMER_PARAM);
  const customerId =
    canChoose && chosen !== null && chosen !== '' && chosen !== session.custom_cid
      ? chosen
      : undefined;

  const choose = useCallback(
    (next: string | null) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === null || next === '') updated.delete(CUSTOMER_PARAM);
          else updated.set(CUSTOMER_PARAM, next);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { customerId, canChoose, choose };
}

/** `Customer_ID` for a query string or a body; nothing for the caller's own customer. */
export function scopeParams(customerId: string | undefined): { Customer_ID?: string } {
  return customerId === undefined ? {} : { Customer_ID: customerId };
}
