import { z } from 'zod';

/** Spec §9: signed links live 900 s. */
export const SIGNED_LINK_TTL_S = 900;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const THUMBNAIL_SIZE = 256;

export const FILE_KINDS = [
  'customer_logo',
  'vehicle_icon',
  'route_graphic',
  'user_graphic',
  'checklist_photo',
  'incident_attachment',
] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** An uploaded image as the console reads it: signed links (relative to the API origin). */
export const imageLink = z.object({
  url: z.string(),
  thumbnail_url: z.string(),
  content_type: z.enum(IMAGE_CONTENT_TYPES),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
  expires_at: z.string(),
});
export type ImageLink = z.infer<typeof imageLink>;
