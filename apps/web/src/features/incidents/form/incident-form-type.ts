import type { UseFormReturnType } from '@mantine/form';
import type { IncidentFormValues } from './incident-form-values.ts';

/** The editor's form, handed to the parts that edit a piece of it. */
export type IncidentForm = UseFormReturnType<IncidentFormValues>;
