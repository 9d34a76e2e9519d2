import { Image, ThemeIcon } from '@mantine/core';
import type { ChecklistItemWire } from '@shuttle-ops/domain';
import {
  IconCamera,
  IconCircleDot,
  IconClipboardCheck,
  IconDisc,
  IconDoor,
  IconRadar,
  IconWheelchair,
} from '@tabler/icons-react';

// The icon names masters use (docs/api/checklists.md); anything else gets the checklist icon.
const ICONS = {
  brake: IconDisc,
  tyre: IconCircleDot,
  door: IconDoor,
  ramp: IconWheelchair,
  sensor: IconRadar,
  camera: IconCamera,
} as const;

/** The item's picture (an uploaded file) or its icon; decorative, the label says what it is. */
export function ItemVisual({ item }: { item: ChecklistItemWire }) {
  const picture = item.item_icon_or_picture_link;
  if (picture) {
    return <Image src={picture.thumbnail_url} alt="" w={64} h={64} radius="sm" fit="cover" />;
  }
  const name = item.item_icon_or_picture ?? '';
  const Icon = name in ICONS ? ICONS[name as keyof typeof ICONS] : IconClipboardCheck;
  return (
    <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
      <Icon size={28} />
    </ThemeIcon>
  );
}
