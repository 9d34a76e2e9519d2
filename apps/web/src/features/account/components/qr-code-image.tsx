import { Center, Image, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';

export interface QrCodeImageProps {
  /** The text to encode (an otpauth:// address). */
  value: string;
  alt: string;
  size?: number;
}

/** A QR code drawn in the browser: the secret never leaves the page for an image service. */
export function QrCodeImage({ value, alt, size = 200 }: QrCodeImageProps) {
  const [drawn, setDrawn] = useState<{ value: string; url: string } | null>(null);

  useEffect(() => {
    let current = true;
    // Loaded when first needed: only the authenticator setup draws QR codes.
    void import('qrcode')
      .then(({ toDataURL }) =>
        toDataURL(value, { margin: 1, width: size, errorCorrectionLevel: 'M' }),
      )
      .then((url) => {
        if (current) setDrawn({ value, url });
      });
    return () => {
      current = false;
    };
  }, [value, size]);

  if (drawn === null || drawn.value !== value) {
    return (
      <Center w={size} h={size}>
        <Loader size="sm" aria-label="Drawing the QR code" />
      </Center>
    );
  }
  return <Image src={drawn.url} alt={alt} w={size} h={size} data-otpauth={value} />;
}
