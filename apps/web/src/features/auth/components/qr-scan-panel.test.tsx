// The phone's scan page (spec §2, §5): typed codes (normalised, "Invalid code" + OK disabled), camera failures shown
// with their spec §5 message while typing still works, a scanned code opening /qauth/{code}, the camera turned off.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { QrScanPanel } from './qr-scan-panel';

const CODE = 'ABCDEFGHJK2345';

function renderPanel() {
  return renderWithProviders(null, {
    path: '/chat',
    routes: [
      { path: '/chat', element: <QrScanPanel /> },
      { path: '/qauth/:code', element: <p>qauth page</p> },
    ],
  });
}

function setMediaDevices(value: unknown) {
  Object.defineProperty(window.navigator, 'mediaDevices', { value, configurable: true });
}

/** A camera stream whose single track records being stopped. */
function fakeStream() {
  const track = { stop: vi.fn(), kind: 'video' };
  const stream = { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream;
  return { stream, track };
}

/** jsdom has no media playback: give <video> a srcObject and a play() that resolves. */
function fakeVideoSupport() {
  let source: MediaStream | null = null;
  Object.defineProperty(HTMLMediaElement.prototype, 'srcObject', {
    configurable: true,
    get: () => source,
    set: (value: MediaStream | null) => {
      source = value;
    },
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
}

/** A BarcodeDetector reading whatever QR `scene.value` holds (nothing while undefined). */
function fakeBarcodeDetector() {
  const scene: { value?: string } = {};
  class FakeBarcodeDetector {
    static getSupportedFormats = () => Promise.resolve(['qr_code']);
    detect() {
      return Promise.resolve(scene.value === undefined ? [] : [{ rawValue: scene.value }]);
    }
  }
  vi.stubGlobal('BarcodeDetector', FakeBarcodeDetector);
  return scene;
}

afterEach(() => {
  delete (window.navigator as { mediaDevices?: unknown }).mediaDevices;
  delete (HTMLMediaElement.prototype as { srcObject?: unknown }).srcObject;
});

describe('QR scan page: typing the code', () => {
  beforeEach(() => setMediaDevices({ getUserMedia: vi.fn(() => new Promise(() => undefined)) }));

  it('shows nothing on an empty field, "Invalid code" and a disabled OK for a wrong code', async () => {
    const user = userEvent.setup();
    renderPanel();
    const field = await screen.findByLabelText('Login code');
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toBeDisabled();
    expect(screen.queryByText('Invalid code')).not.toBeInTheDocument();

    await user.type(field, 'ABC123');
    expect(screen.getByText('Invalid code')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(ok).toBeDisabled();

    await user.clear(field);
    expect(screen.queryByText('Invalid code')).not.toBeInTheDocument();
  });

  it('opens /qauth/{code} for a valid code, typed in lower case or pasted as the QR link', async () => {
    const user = userEvent.setup();
    const { router } = renderPanel();
    const field = await screen.findByLabelText('Login code');
    await user.click(field);
    await user.paste(`  https://k3.example/qauth/${CODE}  `);
    expect(screen.queryByText('Invalid code')).not.toBeInTheDocument();
    await user.clear(field);
    await user.type(field, CODE.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('qauth page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/qauth/${CODE}`);
  });
});

describe('QR scan page: camera failures', () => {
  it('shows "Camera access denied" when getUserMedia is refused, and typing still works', async () => {
    const getUserMedia = vi.fn().mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    setMediaDevices({ getUserMedia });
    fakeVideoSupport();
    const user = userEvent.setup();
    const { router } = renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Camera access denied');
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });

    await user.type(screen.getByLabelText('Login code'), CODE);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe(`/qauth/${CODE}`);
  });

  it('shows "Camera stream API not supported" without navigator.mediaDevices', async () => {
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Camera stream API not supported');
    expect(screen.getByLabelText('Login code')).toBeEnabled();
  });

  it('shows "Camera not supported" where video cannot show a stream', async () => {
    setMediaDevices({ getUserMedia: vi.fn() });
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Camera not supported');
  });
});

describe('QR scan page: scanning', () => {
  beforeEach(() => fakeVideoSupport());

  it('keeps scanning after a QR that is not a login code, then opens /qauth/{code} and turns the camera off', async () => {
    const { stream, track } = fakeStream();
    setMediaDevices({ getUserMedia: vi.fn().mockResolvedValue(stream) });
    const scene = fakeBarcodeDetector();
    const { router } = renderPanel();
    expect(await screen.findByText('Point the camera at the QR code.')).toBeInTheDocument();

    scene.value = 'https://elsewhere.example/menu';
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/chat');
    expect(track.stop).not.toHaveBeenCalled();

    scene.value = `https://k3.example/qauth/${CODE}`;
    expect(await screen.findByText('qauth page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/qauth/${CODE}`);
    expect(track.stop).toHaveBeenCalled();
  });

  it('turns the camera off when the page closes', async () => {
    const { stream, track } = fakeStream();
    setMediaDevices({ getUserMedia: vi.fn().mockResolvedValue(stream) });
    fakeBarcodeDetector();
    const { unmount } = renderPanel();
    expect(await screen.findByText('Point the camera at the QR code.')).toBeInTheDocument();
    expect(track.stop).not.toHaveBeenCalled();
    unmount();
    expect(track.stop).toHaveBeenCalled();
  });
});
