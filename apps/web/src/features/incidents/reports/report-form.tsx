import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { IncidentReport } from '@shuttle-ops/domain';
import { IconReportAnalytics } from '@tabler/icons-react';
import { useState } from 'react';
import {
  CATEGORY_OPTIONS,
  SEVERITY_OPTIONS,
  STATUS_OPTIONS,
} from '../../../components/incidents/incident-choices.ts';
import { mapServerError } from '../../../lib/forms/server-errors.ts';
import { useVehicleOptions } from '../../../lib/api/vehicle-options.ts';
import type { Option } from '../api/get-options.ts';
import { useCreateIncidentReport } from '../api/reports.ts';
import {
  defaultReportValues,
  REPORT_LABELS,
  reportFields,
  validateReport,
} from './report-form-values.ts';
import type { ReportFormValues } from './report-form-values.ts';
import classes from './report.module.css';

const any = (label: string, options: readonly Option[]) => [{ value: '', label }, ...options];

/** The period (site days) and filters of a new report; the server makes and keeps it. */
export function ReportForm({
  customerId,
  onMade,
}: {
  customerId: string | undefined;
  onMade: (report: IncidentReport) => void;
}) {
  const create = useCreateIncidentReport();
  const vehicles = useVehicleOptions(customerId);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ReportFormValues>({
    mode: 'controlled',
    initialValues: defaultReportValues(new Date()),
    validate: validateReport,
  });

  const submit = (values: ReportFormValues) => {
    setProblem(null);
    create.mutate(reportFields(values), {
      onSuccess: onMade,
      onError: (error) => {
        const { fieldErrors, message } = mapServerError(error, {
          fields: ['from', 'to', 'Vehicle_ID', 'category', 'severity', 'status', 'title'],
        });
        const { from, to, ...rest } = fieldErrors;
        form.setErrors({
          ...rest,
          ...(from ? { fromDay: from } : {}),
          ...(to ? { toDay: to } : {}),
        });
        setProblem(message);
      },
    });
  };

  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby="new-report-title"
      className={classes.besideReport}
    >
      <Title order={2} size="h4" id="new-report-title" mb="xs">
        New report
      </Title>
      <form onSubmit={form.onSubmit(submit)} noValidate aria-label="New incident report">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <TextInput
            type="date"
            label={REPORT_LABELS['fromDay']}
            description="First day, Europe/London"
            required
            {...form.getInputProps('fromDay')}
          />
          <TextInput
            type="date"
            label={REPORT_LABELS['toDay']}
            description="Last day, included"
            required
            {...form.getInputProps('toDay')}
          />
          <NativeSelect
            label={REPORT_LABELS['Vehicle_ID']}
            data={any('Every vehicle', vehicles.data ?? [])}
            {...form.getInputProps('Vehicle_ID')}
          />
          <TextInput
            label={REPORT_LABELS['title']}
            description="Optional; how you will recognise it"
            {...form.getInputProps('title')}
          />
          <NativeSelect
            label={REPORT_LABELS['category']}
            data={any('Any category', CATEGORY_OPTIONS)}
            {...form.getInputProps('category')}
          />
          <NativeSelect
            label={REPORT_LABELS['severity']}
            data={any('Any severity', SEVERITY_OPTIONS)}
            {...form.getInputProps('severity')}
          />
          <NativeSelect
            label={REPORT_LABELS['status']}
            data={any('Any status', STATUS_OPTIONS)}
            {...form.getInputProps('status')}
          />
        </SimpleGrid>
        {problem !== null && (
          <Alert color="red" role="alert" title="No report made" mt="sm">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end" mt="md">
          <Button
            type="submit"
            loading={create.isPending}
            leftSection={<IconReportAnalytics size={16} aria-hidden />}
          >
            Make report
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
