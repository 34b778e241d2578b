// Camera failures of the phone's QR scan page (spec §5 "Camera errors map to: Camera access denied, No camera found,
// Camera not supported, Camera not readable, Camera over constrained, Camera stream API not supported"): every
// getUserMedia or playback failure becomes one of these six kinds, each with its message key.

export type CameraErrorKind = 'denied' | 'notFound' | 'notSupported' | 'notReadable' | 'overConstrained' | 'noStreamApi';

/** A failure found by the app itself (no stream API, a stream without video) rather than thrown by the browser. */
export class CameraError extends Error {
  readonly kind: CameraErrorKind;

  constructor(kind: CameraErrorKind) {
    super(`Camera error: ${kind}`);
    this.name = 'CameraError';
    this.kind = kind;
  }
}

/** Browser error names (DOMException, OverconstrainedError, TypeError, and the older Chrome and Firefox names). */
const KIND_BY_NAME: Readonly<Record<string, CameraErrorKind>> = {
  NotAllowedError: 'denied',
  PermissionDeniedError: 'denied',
  SecurityError: 'denied',
  NotFoundError: 'notFound',
  DevicesNotFoundError: 'notFound',
  NotSupportedError: 'notSupported',
  TypeError: 'notSupported',
  NotReadableError: 'notReadable',
  TrackStartError: 'notReadable',
  AbortError: 'notReadable',
  OverconstrainedError: 'overConstrained',
  ConstraintNotSatisfiedError: 'overConstrained',
};

/** The message of each kind: spec §5 wording, in `common.qrScan.errors`. */
export const CAMERA_ERROR_KEYS = {
  denied: 'common.qrScan.errors.denied',
  notFound: 'common.qrScan.errors.notFound',
  notSupported: 'common.qrScan.errors.notSupported',
  notReadable: 'common.qrScan.errors.notReadable',
  overConstrained: 'common.qrScan.errors.overConstrained',
  noStreamApi: 'common.qrScan.errors.noStreamApi',
} as const satisfies Record<CameraErrorKind, string>;

/**
 * The kind of a camera failure. An unknown failure counts as "not readable": the camera was there and allowed but
 * gave no picture, which is what the user can act on (close the other app using it, try again).
 */
export function cameraErrorKind(error: unknown): CameraErrorKind {
  if (error instanceof CameraError) return error.kind;
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : null;
  return (typeof name === 'string' ? KIND_BY_NAME[name] : undefined) ?? 'notReadable';
}

/** False where the page cannot ask for a camera at all, e.g. over plain http from another host (not a secure context). */
export function hasCameraStreamApi(nav: Navigator = window.navigator): boolean {
  // `mediaDevices` is missing outside secure contexts although the DOM typings say it is always there.
  const mediaDevices = (nav as Partial<Navigator>).mediaDevices;
  return typeof mediaDevices?.getUserMedia === 'function';
}
