import { Select } from '@mantine/core';
import { useCustomerScope } from '../../lib/api/customer-scope.ts';
import { useAllCustomers } from '../../lib/api/customers-api.ts';
import { useSession } from '../../lib/auth/session-context.ts';

/** Platform-owner admins choose whose data the screen shows; nobody else sees this. */
export function CustomerScopeSelect() {
  const { session } = useSession();
  const { customerId, canChoose, choose } = useCustomerScope();
  const customers = useAllCustomers(canChoose);
  if (!canChoose || session === null) return null;

  const data = (customers.data?.Items ?? []).map((row) => ({
    value: row.Customer_ID,
    label: row.name,
  }));
  return (
    <Select
      label="Customer"
      description="Whose data to manage"
      data={data}
      value={customerId ?? session.custom_cid}
      onChange={(value) => choose(value === session.custom_cid ? null : value)}
      allowDeselect={false}
      searchable
      nothingFoundMessage="No customer found"
      disabled={customers.isPending}
      w={{ base: '100%', sm: 240 }}
    />
  );
}
