/** What a form wants done with a resource's image when it is saved. */
export type ImageChange = { kind: 'keep' } | { kind: 'set'; file: File } | { kind: 'remove' };

export const KEEP_IMAGE: ImageChange = { kind: 'keep' };

/**
 * Applies an image change after the resource itself was saved. A failure is returned, not
 * thrown: the resource is saved (and e.g. its MQTT credentials must still be shown).
 */
export async function applyImageChange(
  change: ImageChange,
  upload: (file: File) => Promise<unknown>,
  remove: () => Promise<unknown>,
): Promise<unknown> {
  try {
    if (change.kind === 'set') await upload(change.file);
    if (change.kind === 'remove') await remove();
    return null;
  } catch (error) {
    return error;
  }
}
