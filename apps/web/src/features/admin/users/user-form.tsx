import {
  Button,
  Group,
  MultiSelect,
  PasswordInput,
  Radio,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { PASSWORD_MIN_LENGTH } from '@shuttle-ops/domain';
import type { User } from '@shuttle-ops/domain';
import { useMemo } from 'react';
import { useSaveError } from '../../../lib/forms/use-save-error.ts';
import { usePoolGroups, useUserMutations } from '../api/users-api.ts';
import type { SavedUser } from '../api/users-api.ts';
import {
  groupOptions,
  USER_FIELDS,
  USER_LABELS,
  userCreateFields,
  userFormValues,
  userUpdateFields,
  userValidator,
} from './user-form-values.ts';
import type { UserFormValues } from './user-form-values.ts';

export interface UserFormProps {
  /** null to create a user. */
  user: User | null;
  /** The signed-in user's own account cannot be regrouped or disabled. */
  isSelf: boolean;
  onSaved: (saved: SavedUser) => void;
  onCancel: () => void;
}

export function UserForm({ user, isSelf, onSaved, onCancel }: UserFormProps) {
  const { save } = useUserMutations();
  const pool = usePoolGroups();
  const showSaveError = useSaveError();
  const validate = useMemo(() => userValidator(user), [user]);
  const form = useForm<UserFormValues>({
    mode: 'controlled',
    initialValues: userFormValues(user),
    validate,
  });
  const { values } = form;
  const options = groupOptions(pool.data ?? [], user?.roles ?? []);

  const submit = (submitted: UserFormValues) => {
    const input =
      user === null
        ? { kind: 'create' as const, fields: userCreateFields(submitted) }
        : { kind: 'update' as const, id: user.user_id, fields: userUpdateFields(user, submitted) };
    save.mutate(input, {
      onSuccess: onSaved,
      onError: (error) =>
        showSaveError(error, form, {
          fields: USER_FIELDS,
          codeFields: { USERNAME_TAKEN: 'username' },
        }),
    });
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="User">
      <Stack>
        <TextInput
          label={USER_LABELS.username}
          description={user === null ? 'Used to sign in; it cannot be changed later' : undefined}
          required
          disabled={user !== null}
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('username')}
        />
        <TextInput
          label={USER_LABELS.email}
          type="email"
          required
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <TextInput
          label={USER_LABELS.preferred_username}
          description="Shown in the top bar; the username when empty"
          {...form.getInputProps('preferred_username')}
        />
        <MultiSelect
          label={USER_LABELS.roles}
          description={
            isSelf
              ? 'You cannot change your own groups'
              : 'Only the groups you may grant are offered'
          }
          data={options}
          disabled={isSelf || pool.isPending}
          searchable
          clearable
          hidePickedOptions
          {...form.getInputProps('roles')}
        />
        {user !== null && (
          <Switch
            label="Enabled: the user may sign in"
            disabled={isSelf}
            {...form.getInputProps('enabled', { type: 'checkbox' })}
          />
        )}
        <Radio.Group
          label={USER_LABELS.passwordMode}
          description="The user must choose their own password at the first sign-in"
          value={values.passwordMode}
          onChange={(mode) => form.setFieldValue('passwordMode', mode)}
        >
          <Stack gap="xs" mt="xs">
            {user === null ? (
              <Radio value="generate" label="Generate one and show it to me once" />
            ) : (
              <Radio value="keep" label="Keep the current password" />
            )}
            <Radio
              value="set"
              label={user === null ? 'Set one myself' : 'Set a new temporary password'}
            />
          </Stack>
        </Radio.Group>
        {values.passwordMode === 'set' && (
          <PasswordInput
            label={USER_LABELS.temporary_password}
            description={`At least ${PASSWORD_MIN_LENGTH} characters and not a common password`}
            autoComplete="new-password"
            required
            {...form.getInputProps('temporary_password')}
          />
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {user === null ? 'Create user' : 'Save changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
