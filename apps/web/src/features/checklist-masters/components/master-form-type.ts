import type { UseFormReturnType } from '@mantine/form';
import type { MasterFormValues } from '../model/master-form-values.ts';

/** The editor's form, handed to the parts that edit a piece of it. */
export type MasterForm = UseFormReturnType<MasterFormValues>;
