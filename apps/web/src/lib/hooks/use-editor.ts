import { useCallback, useMemo, useState } from 'react';

export interface Editor<T> {
  opened: boolean;
  /** The row being edited, or null for a new one; kept while the drawer slides shut. */
  row: T | null;
  /** Changes on every opening, so each one starts a fresh form. */
  session: number;
  openNew: () => void;
  openEdit: (row: T) => void;
  close: () => void;
}

/** The state of a screen's create/edit drawer. */
export function useEditor<T>(): Editor<T> {
  const [state, setState] = useState<{ opened: boolean; row: T | null; session: number }>({
    opened: false,
    row: null,
    session: 0,
  });
  const openNew = useCallback(
    () => setState((current) => ({ opened: true, row: null, session: current.session + 1 })),
    [],
  );
  const openEdit = useCallback(
    (row: T) => setState((current) => ({ opened: true, row, session: current.session + 1 })),
    [],
  );
  const close = useCallback(() => setState((current) => ({ ...current, opened: false })), []);
  return useMemo(() => ({ ...state, openNew, openEdit, close }), [state, openNew, openEdit, close]);
}

/** The toast once the editor's form is saved: `<what> created.` or `<what> saved.` */
export const savedText = (editor: Pick<Editor<unknown>, 'row'>, what: string): string =>
  `${what} ${editor.row === null ? 'created' : 'saved'}.`;
