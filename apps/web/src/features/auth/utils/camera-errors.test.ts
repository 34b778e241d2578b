// spec §5 "Camera errors map to ...": every browser failure name lands on one of the six messages.
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { CAMERA_ERROR_KEYS, CameraError, cameraErrorKind, hasCameraStreamApi } from './camera-errors';

const message = (error: unknown) => i18n.t(CAMERA_ERROR_KEYS[cameraErrorKind(error)]);
const domError = (name: string) => new DOMException('camera failure', name);

describe('camera error mapping', () => {
  it.each([
    ['NotAllowedError', 'Camera access denied'],
    ['SecurityError', 'Camera access denied'],
    ['PermissionDeniedError', 'Camera access denied'],
    ['NotFoundError', 'No camera found'],
    ['DevicesNotFoundError', 'No camera found'],
    ['NotSupportedError', 'Camera not supported'],
    ['NotReadableError', 'Camera not readable'],
    ['TrackStartError', 'Camera not readable'],
    ['AbortError', 'Camera not readable'],
    ['OverconstrainedError', 'Camera over constrained'],
    ['ConstraintNotSatisfiedError', 'Camera over constrained'],
  ])('%s → %s', (name, text) => {
    expect(message(domError(name))).toBe(text);
  });

  it('maps a TypeError (no video constraint possible) to "Camera not supported"', () => {
    expect(message(new TypeError('video: no support'))).toBe('Camera not supported');
  });

  it("uses the app's own failures as they are", () => {
    expect(message(new CameraError('noStreamApi'))).toBe('Camera stream API not supported');
    expect(message(new CameraError('notSupported'))).toBe('Camera not supported');
  });

  it('counts an unknown failure as "Camera not readable"', () => {
    expect(message(new Error('boom'))).toBe('Camera not readable');
    expect(message('boom')).toBe('Camera not readable');
    expect(message(null)).toBe('Camera not readable');
  });

  it('gives the six messages of spec §5, nothing else', () => {
    expect(Object.values(CAMERA_ERROR_KEYS).map((key) => i18n.t(key))).toEqual([
      'Camera access denied',
      'No camera found',
      'Camera not supported',
      'Camera not readable',
      'Camera over constrained',
      'Camera stream API not supported',
    ]);
  });

  it('sees no stream API where navigator.mediaDevices or getUserMedia is missing', () => {
    expect(hasCameraStreamApi({} as Navigator)).toBe(false);
    expect(hasCameraStreamApi({ mediaDevices: {} } as Navigator)).toBe(false);
    expect(hasCameraStreamApi({ mediaDevices: { getUserMedia: () => undefined } } as unknown as Navigator)).toBe(true);
  });
});
