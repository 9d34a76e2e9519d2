import { can } from '@shuttle-ops/domain';
import type { Customer } from '@shuttle-ops/domain';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { EditorDrawer } from '../../../components/forms/editor-drawer.tsx';
import { AdminPage } from '../../../components/layout/admin-page.tsx';
import { ResourceList } from '../../../components/table/resource-list.tsx';
import { useCustomerList, useCustomerMutations } from '../../../lib/api/customers-api.ts';
import type { CustomerSort, SavedCustomer } from '../../../lib/api/customers-api.ts';
import { useSession } from '../../../lib/auth/session-context.ts';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { savedText, useEditor } from '../../../lib/hooks/use-editor.ts';
import { useListState } from '../../../lib/hooks/use-list-state.ts';
import { useToast } from '../../../lib/toast/toast-context.ts';
import { customerColumns } from './customer-columns.tsx';
import type { CustomerAction } from './customer-columns.tsx';
import { CustomerForm } from './customer-form.tsx';

/** /admin/customer: the tenants; platform-owner admins manage all, others edit their own. */
export function CustomersPage() {
  const { session } = useSession();
  const managesAll = session !== null && can(session, 'manageCustomers');
  const managesOwn = session !== null && can(session, 'manageOwnCustomer');
  const ownId = session?.custom_cid ?? '';
  const list = useListState<CustomerSort>('name');
  const customers = useCustomerList(list.params);
  const mutations = useCustomerMutations();
  const toasts = useToast();
  const editor = useEditor<Customer>();
  const { openEdit } = editor;
  const [pending, setPending] = useState<{ action: CustomerAction; row: Customer } | null>(null);

  const columns = useMemo(
    () =>
      customerColumns({
        canEdit: (row) => managesAll || (managesOwn && row.Customer_ID === ownId),
        canDispose: (row) => managesAll && !row.is_platform_owner && row.Customer_ID !== ownId,
        onEdit: openEdit,
        onAction: (action, row) => setPending({ action, row }),
      }),
    [managesAll, managesOwn, ownId, openEdit],
  );

  const saved = ({ customer, logoError }: SavedCustomer) => {
    toasts.info(savedText(editor, `Customer “${customer.name}”`));
    editor.close();
    if (logoError !== null) {
      toasts.error(
        `“${customer.name}” was saved, but its logo was not: ${errorMessage(logoError)}`,
      );
    }
  };

  const confirm = () => {
    if (pending === null) return;
    const { action, row } = pending;
    const mutation = action === 'delete' ? mutations.remove : mutations.anonymize;
    mutation.mutate(row.Customer_ID, {
      onSuccess: () =>
        toasts.info(
          action === 'delete'
            ? `Customer “${row.name}” deleted.`
            : `Customer “${row.name}” anonymized.`,
        ),
      // A customer that still owns users, vehicles, routes or stops answers 409 saying which.
      onError: (error) => toasts.error(errorMessage(error)),
      onSettled: () => setPending(null),
    });
  };

  return (
    <AdminPage
      title="Customers"
      description="The customers (tenants) of the site, their details and logos."
    >
      <ResourceList
        list={list}
        result={customers}
        caption="Customers"
        columns={columns}
        rowKey={(row) => row.Customer_ID}
        searchLabel="By name or contact name"
        createLabel={managesAll ? 'New customer' : undefined}
        onCreate={managesAll ? editor.openNew : undefined}
        empty={{ title: 'No customers', description: 'Add the first customer of the site.' }}
        withCustomerScope={false}
      />
      <EditorDrawer editor={editor} title={(row) => row.name} newTitle="New customer">
        {(row) => <CustomerForm customer={row} onSaved={saved} onCancel={editor.close} />}
      </EditorDrawer>
      <ConfirmDialog
        opened={pending !== null}
        title={pending?.action === 'anonymize' ? 'Anonymize customer' : 'Delete customer'}
        confirmLabel={pending?.action === 'anonymize' ? 'Anonymize customer' : 'Delete customer'}
        danger
        busy={mutations.remove.isPending || mutations.anonymize.isPending}
        typeToConfirm={pending?.action === 'anonymize' ? pending.row.name : undefined}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        {pending?.action === 'anonymize' &&
          `Anonymize “${pending.row.name}”? Its name, contacts and logo, and the names, e-mails and passwords of all its users, are replaced for good; its users are disabled and its vehicles retired. This cannot be undone.`}
        {pending?.action === 'delete' &&
          `Delete the customer “${pending.row.name}”? Only a customer without users, vehicles, routes or stops can be deleted.`}
      </ConfirmDialog>
    </AdminPage>
  );
}
