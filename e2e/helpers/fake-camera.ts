// A fake camera for Chromium (`--use-file-for-fake-video-capture=<file>.y4m`): writes a YUV4MPEG2 clip showing one
// QR code, black on white with a quiet zone, drawn from the `qrcode` package's module matrix. Chromium reads the
// file when a page opens the camera, so a test rewrites it before that to show the code it needs.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';

const SIZE = 320;
const FRAMES = 5;
const QUIET_ZONE_MODULES = 4;
const WHITE = 235; // video-range luma
const BLACK = 16;

/** A path of this worker's own: Playwright runs a spec's tests in several workers, each with its browser. */
export function fakeCameraPath(name: string): string {
  return join(tmpdir(), `k3-fake-camera-${name}-${process.pid}.y4m`);
}

/** The Chromium flags that make `path` the camera and grant it without a prompt. */
export function fakeCameraArgs(path: string): string[] {
  return ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${path}`];
}

/** Luma plane of a SIZE×SIZE frame: `text` as a QR code centred on white, or plain white without text. */
function lumaPlane(text: string | null): Buffer {
  const plane = Buffer.alloc(SIZE * SIZE, WHITE);
  if (text === null) return plane;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = Math.floor(SIZE / (modules.size + 2 * QUIET_ZONE_MODULES));
  const offset = Math.floor((SIZE - modules.size * scale) / 2);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (offset + row * scale + y) * SIZE + offset + col * scale;
        plane.fill(BLACK, start, start + scale);
      }
    }
  }
  return plane;
}

/** Writes a clip of a few identical frames (Chromium loops it); `text` null gives a blank white picture. */
export function writeFakeCamera(path: string, text: string | null): void {
  const header = Buffer.from(`YUV4MPEG2 W${SIZE} H${SIZE} F10:1 Ip A1:1 C420jpeg\n`, 'ascii');
  // 4:2:0: two chroma planes of a quarter size each; 128 is colourless.
  const chroma = Buffer.alloc((SIZE / 2) * (SIZE / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'ascii'), lumaPlane(text), chroma]);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}
