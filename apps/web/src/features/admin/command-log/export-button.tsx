import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

/** "Export CSV": every row the filters match, not only this page. */
export function ExportButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      onClick={onClick}
      loading={loading}
    >
      Export CSV
    </Button>
  );
}
