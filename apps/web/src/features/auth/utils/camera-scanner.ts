// Camera and QR decoding for the phone's scan page (spec §2 "mobile scan page (camera)", issue 3 §2): the rear camera
// through getUserMedia, decoded by the browser's BarcodeDetector where it reads QR codes, else by jsQR on canvas
// frames. jsQR is imported only here, on demand, so it is a chunk of its own that only a scanning phone loads.
import { CameraError, hasCameraStreamApi } from './camera-errors';

/** Reads the QR code in the video's current frame: its text, or null when there is none (yet). */
export type QrFrameDecoder = (video: HTMLVideoElement) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}

interface BarcodeDetectorInstance {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats(): Promise<string[]>;
}

/** jsQR works on a frame scaled down to at most this many pixels a side: enough for a code filling part of the view. */
const MAX_FRAME_SIDE = 640;

/** The rear camera ("environment") where there is one; a laptop's only camera otherwise. */
export async function startCamera(): Promise<MediaStream> {
  if (!hasCameraStreamApi()) throw new CameraError('noStreamApi');
  const stream = await window.navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  if (stream.getVideoTracks().length === 0) {
    stopCamera(stream);
    throw new CameraError('notSupported');
  }
  return stream;
}

/** Turns the camera off (its light too): every track stopped. */
export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** The browser's own detector, when it exists and reads QR codes (Chrome on Android and macOS; not Linux desktop). */
async function barcodeDetector(): Promise<QrFrameDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (typeof Detector !== 'function') return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

async function jsQrDecoder(): Promise<QrFrameDecoder> {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new CameraError('notSupported');
  const { default: jsQR } = await import('jsqr');
  return (video) => {
    const { videoWidth, videoHeight } = video;
    if (videoWidth === 0 || videoHeight === 0) return Promise.resolve(null);
    const scale = Math.min(1, MAX_FRAME_SIDE / Math.max(videoWidth, videoHeight));
    const width = Math.round(videoWidth * scale);
    const height = Math.round(videoHeight * scale);
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    context.drawImage(video, 0, 0, width, height);
    const frame = context.getImageData(0, 0, width, height);
    return Promise.resolve(jsQR(frame.data, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null);
  };
}

/** The best decoder this browser offers. */
export async function createQrDecoder(): Promise<QrFrameDecoder> {
  return (await barcodeDetector()) ?? jsQrDecoder();
}
