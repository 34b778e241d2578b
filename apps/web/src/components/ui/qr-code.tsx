// A QR code of a link (the Magic Konnect login link, a WalletConnect pairing URI, a Telegram deep link), drawn as an
// <img> of its SVG in a data: URL (allowed by the CSP's img-src): no inline markup, no inline styles. A blank square of
// the same size holds its place while the SVG is made. The encoder is in the chunk of whoever renders this: keep those
// chunks lazy, so no page's first load carries it.
import { useEffect, useRef, useState } from 'react';
import QRCode from 'qrcode';
import './qr-code.css';

/** A data: URL of the QR's SVG. */
export async function qrImage(value: string): Promise<string> {
  const svg = await QRCode.toString(value, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

interface QrCodeProps {
  /** The text the phone reads: a URL. */
  value: string;
  alt: string;
  /** The image's intrinsic size in pixels (its shown size is the stylesheet's: 220 px, or the className's). */
  size?: number;
  className?: string;
  /** The SVG could not be made (a value too long for a QR code). */
  onError?: (error: unknown) => void;
}

export function QrCode({ value, alt, size = 220, className, onError }: QrCodeProps) {
  const [image, setImage] = useState<{ value: string; src: string } | null>(null);
  // The latest handler, read when the SVG fails: a new handler each render must not make the SVG again.
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  useEffect(() => {
    let isCurrent = true;
    qrImage(value).then(
      (src) => {
        if (isCurrent) setImage({ value, src });
      },
      (error: unknown) => {
        if (isCurrent) onErrorRef.current?.(error);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [value]);

  const classes = className ? `qr-code ${className}` : 'qr-code';
  // The image of an older value is never shown for a new one.
  if (image?.value !== value) return <span className={classes} aria-hidden="true" />;
  return <img className={classes} src={image.src} alt={alt} width={size} height={size} />;
}
