import { useCallback } from 'react';
import { useToast } from '../toast/toast-context.ts';
import { mapServerError } from './server-errors.ts';
import type { ServerErrorOptions } from './server-errors.ts';

interface FormWithErrors {
  setErrors: (errors: Record<string, string>) => void;
}

/**
 * Shows a failed save: messages the server tied to a field sit next to that field, the rest go
 * to the error toast (which stays until closed).
 */
export function useSaveError() {
  const toasts = useToast();
  return useCallback(
    (error: unknown, form: FormWithErrors, options: ServerErrorOptions) => {
      const { fieldErrors, message } = mapServerError(error, options);
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
      if (message !== null) toasts.error(message);
    },
    [toasts],
  );
}
