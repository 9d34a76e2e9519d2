import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Customer } from '@shuttle-ops/domain';
import { useState } from 'react';
import { useCustomerLogo, useCustomerMutations } from '../../../lib/api/customers-api.ts';
import type { SavedCustomer } from '../../../lib/api/customers-api.ts';
import { KEEP_IMAGE } from '../../../lib/api/image-change.ts';
import type { ImageChange } from '../../../lib/api/image-change.ts';
import { useSaveError } from '../../../lib/forms/use-save-error.ts';
import { ImageUpload } from '../components/image-upload.tsx';
import {
  CUSTOMER_FIELDS,
  CUSTOMER_LABELS,
  customerFields,
  customerFormValues,
  validateCustomer,
} from './customer-form-values.ts';
import type { CustomerFormValues } from './customer-form-values.ts';

export interface CustomerFormProps {
  /** null to create a customer. */
  customer: Customer | null;
  onSaved: (saved: SavedCustomer) => void;
  onCancel: () => void;
}

export function CustomerForm({ customer, onSaved, onCancel }: CustomerFormProps) {
  const { save } = useCustomerMutations();
  // The logo through its location call (a fresh signed link), as spec §7 describes.
  const logo = useCustomerLogo(customer);
  const showSaveError = useSaveError();
  const [logoChange, setLogoChange] = useState<ImageChange>(KEEP_IMAGE);
  const form = useForm<CustomerFormValues>({
    mode: 'uncontrolled',
    initialValues: customerFormValues(customer),
    validate: validateCustomer,
  });

  const submit = (values: CustomerFormValues) => {
    save.mutate(
      { id: customer?.Customer_ID, fields: customerFields(values), logo: logoChange },
      {
        onSuccess: onSaved,
        onError: (error) =>
          showSaveError(error, form, {
            fields: CUSTOMER_FIELDS,
            codeFields: { NAME_TAKEN: 'name' },
          }),
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Customer">
      <Stack>
        <TextInput
          label={CUSTOMER_LABELS.name}
          description={
            customer?.is_platform_owner === true
              ? 'The platform owner’s name is set by the installation'
              : undefined
          }
          required
          disabled={customer?.is_platform_owner === true}
          data-autofocus
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={CUSTOMER_LABELS.contact_name}
          key={form.key('contact_name')}
          {...form.getInputProps('contact_name')}
        />
        <TextInput
          label={CUSTOMER_LABELS.contact_email}
          type="email"
          key={form.key('contact_email')}
          {...form.getInputProps('contact_email')}
        />
        <TextInput
          label={CUSTOMER_LABELS.contact_phone}
          type="tel"
          key={form.key('contact_phone')}
          {...form.getInputProps('contact_phone')}
        />
        <Textarea
          label={CUSTOMER_LABELS.address}
          autosize
          minRows={2}
          maxRows={4}
          key={form.key('address')}
          {...form.getInputProps('address')}
        />
        <ImageUpload
          label="Logo"
          current={logo.data ?? customer?.customer_logo ?? null}
          value={logoChange}
          onChange={setLogoChange}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {customer === null ? 'Create customer' : 'Save changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
