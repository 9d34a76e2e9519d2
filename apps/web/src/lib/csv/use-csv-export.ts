import { useState } from 'react';
import { errorMessage } from '../forms/server-errors.ts';
import { useToast } from '../toast/toast-context.ts';
import { downloadCsv } from './csv.ts';

/** Builds a CSV of every matching row and downloads it; failures are told in a toast. */
export function useCsvExport(what: string, filename: string) {
  const toasts = useToast();
  const [exporting, setExporting] = useState(false);
  const run = async (build: () => Promise<string>) => {
    setExporting(true);
    try {
      downloadCsv(await build(), filename);
    } catch (error) {
      toasts.error(`${what} could not be exported: ${errorMessage(error)}`);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
