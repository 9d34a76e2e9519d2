import { errorMessage } from '../forms/server-errors.ts';
import { useToast } from '../toast/toast-context.ts';
import type { Editor } from './use-editor.ts';

/** Reads one row as stored now (a react-query mutation by its id). */
export interface RowReload<T> {
  mutate: (
    id: string,
    options: { onSuccess: (row: T) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

/**
 * A form's `onReload` and `reloading`: after someone else changed the row edited (409
 * STALE_VERSION), the editor opens again on what is stored now.
 */
export function useEditorReload<T>(
  editor: Editor<T>,
  reload: RowReload<T>,
  idOf: (row: T) => string,
) {
  const toasts = useToast();
  const onReload = () => {
    if (editor.row === null) return;
    reload.mutate(idOf(editor.row), {
      onSuccess: editor.openEdit,
      onError: (error) => toasts.error(errorMessage(error)),
    });
  };
  return { onReload, reloading: reload.isPending };
}
