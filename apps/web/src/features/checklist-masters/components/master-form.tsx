import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CHECKLIST_NAME_MAX } from '@shuttle-ops/domain';
import type { ChecklistMaster } from '@shuttle-ops/domain';
import { useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { mapServerError } from '../../../lib/forms/server-errors.ts';
import { useSaveMaster } from '../api/save-master.ts';
import { masterFields } from '../model/master-body.ts';
import { masterFormValues } from '../model/master-form-values.ts';
import type { MasterFormValues } from '../model/master-form-values.ts';
import { masterFieldPaths, validateMaster } from '../model/validate-master.ts';
import { AppliesToFields } from './applies-to-fields.tsx';
import { SaveProblemAlert, type SaveProblem } from '../../../components/forms/save-problem.tsx';
import { SectionsEditor } from './sections-editor.tsx';

export interface MasterFormProps {
  /** null to build a new master. */
  master: ChecklistMaster | null;
  onSaved: (saved: ChecklistMaster) => void;
  onCancel: () => void;
  /** Edit the newest version instead (after someone else saved one). */
  onReload?: () => void;
  reloading?: boolean;
}

const FIX_FIELDS = 'Some fields need attention; they are marked in red.';

/** A master's name, description, targets and sections; saving an edit makes a new version. */
export function MasterForm({
  master,
  onSaved,
  onCancel,
  onReload,
  reloading = false,
}: MasterFormProps) {
  const save = useSaveMaster();
  const [problem, setProblem] = useState<SaveProblem>(null);
  const form = useForm<MasterFormValues>({
    mode: 'controlled',
    initialValues: masterFormValues(master),
    validate: validateMaster,
  });

  const failed = (error: unknown) => {
    if (isApiError(error) && error.code === 'STALE_MASTER_VERSION') {
      setProblem({ kind: 'stale' });
      return;
    }
    const { fieldErrors, message } = mapServerError(error, {
      fields: masterFieldPaths(form.values),
      codeFields: { NAME_TAKEN: 'name' },
    });
    form.setErrors(fieldErrors);
    setProblem({ kind: 'message', text: message ?? FIX_FIELDS });
  };

  const submit = (values: MasterFormValues) => {
    setProblem(null);
    save.mutate(
      {
        ...(master === null ? {} : { id: master.CL_Master_ID, version: master.version }),
        fields: masterFields(values),
      },
      { onSuccess: onSaved, onError: failed },
    );
  };

  return (
    <form
      onSubmit={form.onSubmit(submit, () => setProblem({ kind: 'message', text: FIX_FIELDS }))}
      noValidate
      aria-label="Checklist master"
    >
      <Stack>
        <TextInput
          label="Name"
          description={`What operators pick; at most ${CHECKLIST_NAME_MAX} characters`}
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Textarea
          label="Description"
          description="Optional; when and why it is done"
          rows={2}
          {...form.getInputProps('description')}
        />
        <AppliesToFields form={form} />
        <SectionsEditor form={form} />
        {master !== null && (
          <Text size="sm" c="dimmed">
            Saving makes version {master.version + 1}; completed checklists keep the version they
            were filled against.
          </Text>
        )}
        <SaveProblemAlert
          problem={problem}
          what="checklist"
          onReload={onReload}
          reloading={reloading}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {master === null ? 'Create checklist' : 'Save changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
