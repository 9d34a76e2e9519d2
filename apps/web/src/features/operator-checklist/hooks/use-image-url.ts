import { useEffect, useState } from 'react';
import { getImage } from '../model/image-store.ts';

/** An object URL of an image kept on the device, while it is shown. */
export function useImageUrl(key: string | null): string | null {
  const [shown, setShown] = useState<{ key: string; url: string } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let url: string | null = null;
    let live = true;
    void getImage(key).then((blob) => {
      if (!live || !blob) return;
      url = URL.createObjectURL(blob);
      setShown({ key, url });
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [key]);
  return shown !== null && shown.key === key ? shown.url : null;
}
