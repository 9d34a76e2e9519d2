import { useState } from 'react';
import { errorMessage } from '../forms/server-errors.ts';
import { useToast } from '../toast/toast-context.ts';

/** A change to one row by its id (a react-query mutation). */
export interface RowMutation {
  mutate: (
    id: string,
    options: {
      onSuccess: () => void;
      onError: (error: unknown) => void;
      onSettled: () => void;
    },
  ) => void;
  isPending: boolean;
}

export interface RowConfirmation<T> {
  /** The row asked about; null while nothing is asked. */
  row: T | null;
  ask: (row: T) => void;
  cancel: () => void;
  /** Runs the change; a toast says what was done, or the server's problem. */
  confirm: () => void;
  busy: boolean;
}

/** A change to a row (a delete…) that the user confirms first. */
export function useRowConfirmation<T>({
  mutation,
  idOf,
  done,
}: {
  mutation: RowMutation;
  idOf: (row: T) => string;
  /** The toast once done. */
  done: (row: T) => string;
}): RowConfirmation<T> {
  const [row, setRow] = useState<T | null>(null);
  const toasts = useToast();
  const confirm = () => {
    if (row === null) return;
    const asked = row;
    mutation.mutate(idOf(asked), {
      onSuccess: () => toasts.info(done(asked)),
      onError: (error) => toasts.error(errorMessage(error)),
      onSettled: () => setRow(null),
    });
  };
  return { row, ask: setRow, cancel: () => setRow(null), confirm, busy: mutation.isPending };
}
