import { Fragment } from 'react';
import type { ReactNode } from 'react';
import type { Editor } from '../../lib/hooks/use-editor.ts';
import { FormDrawer } from './form-drawer.tsx';
import type { FormDrawerProps } from './form-drawer.tsx';

export interface EditorDrawerProps<T> {
  editor: Editor<T>;
  /** Titled `Edit <title>` for a row, `newTitle` for a new one. */
  title: (row: T) => string;
  newTitle: string;
  size?: FormDrawerProps['size'];
  /** The form of the row edited (null: a new one); a fresh form on every opening. */
  children: (row: T | null) => ReactNode;
}

/** The create/edit drawer of a screen's editor (`useEditor`). */
export function EditorDrawer<T>({ editor, title, newTitle, size, children }: EditorDrawerProps<T>) {
  return (
    <FormDrawer
      opened={editor.opened}
      title={editor.row ? `Edit ${title(editor.row)}` : newTitle}
      onClose={editor.close}
      size={size}
    >
      <Fragment key={editor.session}>{children(editor.row)}</Fragment>
    </FormDrawer>
  );
}
