// The camera half of the phone's scan page (spec §2 "mobile scan page (camera)", §5 "Login code (manual or
// scanned)", "Camera errors map to ..."): a live preview decoded a few times a second; a valid login code is handed
// to `onCode` at once, any other QR content shows "Invalid code" and scanning goes on. A camera failure shows one of
// the six messages of spec §5 in an alert. The camera is turned off on success, on failure and on unmount.
import { useEffect, useRef, useState } from 'react';
import { useAppTranslation } from '../../../lib/i18n';
import {
  CAMERA_ERROR_KEYS,
  CameraError,
  cameraErrorKind,
  hasCameraStreamApi,
  type CameraErrorKind,
} from '../utils/camera-errors';
import { createQrDecoder, startCamera, stopCamera } from '../utils/camera-scanner';
import { validLoginCode } from '../utils/camera-code';

/** Pause between two decoded frames: quick enough to feel instant, light enough for a phone's CPU. */
export const SCAN_INTERVAL_MS = 200;

type CameraState = { status: 'starting' } | { status: 'scanning' } | { status: 'error'; kind: CameraErrorKind };

export function QrScanCamera({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useAppTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  const [state, setState] = useState<CameraState>({ status: 'starting' });
  const [invalidScan, setInvalidScan] = useState<string | null>(null);

  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    const video = videoRef.current;
    let isCurrent = true;
    let stream: MediaStream | null = null;
    let timer: number | undefined;

    const stop = () => {
      isCurrent = false;
      window.clearTimeout(timer);
      stopCamera(stream);
      if (video) video.srcObject = null;
    };

    const run = async () => {
      if (!hasCameraStreamApi()) throw new CameraError('noStreamApi');
      // No way to show a stream: a browser without video support.
      if (!video || !('srcObject' in video)) throw new CameraError('notSupported');
      const started = await startCamera();
      if (!isCurrent) {
        stopCamera(started);
        return;
      }
      stream = started;
      video.srcObject = started;
      await video.play();
      const decode = await createQrDecoder();
      if (!isCurrent) return;
      setState({ status: 'scanning' });

      const scan = async () => {
        const value = await decode(video).catch(() => null);
        if (!isCurrent) return;
        if (value !== null) {
          const code = validLoginCode(value);
          if (code !== null) {
            stop();
            onCodeRef.current(code);
            return;
          }
          setInvalidScan(value);
        }
        timer = window.setTimeout(() => void scan(), SCAN_INTERVAL_MS);
      };
      void scan();
    };

    run().catch((error: unknown) => {
      if (!isCurrent) return;
      stop();
      setState({ status: 'error', kind: cameraErrorKind(error) });
    });
    return stop;
  }, []);

  return (
    <div className="qr-scan-camera">
      <video
        ref={videoRef}
        className="qr-scan-video"
        muted
        playsInline
        hidden={state.status === 'error'}
        aria-label={t('common.qrScan.preview')}
      />
      {state.status === 'error' ? (
        <p role="alert" className="form-error">
          {t(CAMERA_ERROR_KEYS[state.kind])}
        </p>
      ) : (
        <p role="status" className="qr-scan-status">
          {state.status === 'starting' ? t('common.qrScan.starting') : t('common.qrScan.scanning')}
        </p>
      )}
      {invalidScan !== null && state.status === 'scanning' ? (
        <p className="form-error" aria-live="polite">
          {t('common.qrScan.invalid')}
        </p>
      ) : null}
    </div>
  );
}
