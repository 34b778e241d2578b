// The quest success confetti (spec §4 "success triggers confetti (800 pieces)"): one burst drawn on a full-window
// canvas that ignores the pointer and is hidden from assistive technology, removed when the pieces have fallen. Drawn
// here rather than with a library: it is a few dozen lines and stays out of the first load (imported on success only).
// The caller skips it when the user prefers reduced motion.

const DURATION_MS = 2800;
const FADE_MS = 600;
const GRAVITY = 0.18;
const DRAG = 0.985;
const COLORS = ['#7c8cff', '#2fd39c', '#f5b544', '#ff6b7a', '#b3bcff', '#e7ecf6'];

interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  angle: number;
  spin: number;
  color: string;
}

export const CONFETTI_CLASS = 'quest-confetti';

function makePieces(count: number, width: number, height: number): Piece[] {
  return Array.from({ length: count }, (_, index) => {
    // Two bursts from the lower corners, thrown up and inward.
    const fromLeft = index % 2 === 0;
    const angle = (fromLeft ? -60 : -120) * (Math.PI / 180) + (Math.random() - 0.5) * 0.9;
    const speed = 9 + Math.random() * 13;
    return {
      x: fromLeft ? width * 0.1 : width * 0.9,
      y: height * 0.95,
      vx: Math.cos(angle) * speed,
      vy: Math.sin(angle) * speed,
      size: 5 + Math.random() * 6,
      angle: Math.random() * Math.PI,
      spin: (Math.random() - 0.5) * 0.4,
      color: COLORS[index % COLORS.length]!,
    };
  });
}

/** Throws `pieces` confetti; resolves when the canvas is gone. */
export function launchConfetti(pieces: number): Promise<void> {
  const canvas = document.createElement('canvas');
  canvas.className = CONFETTI_CLASS;
  canvas.dataset.pieces = String(pieces);
  canvas.setAttribute('aria-hidden', 'true');
  const width = window.innerWidth;
  const height = window.innerHeight;
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  document.body.append(canvas);
  const context = canvas.getContext('2d');

  return new Promise((resolve) => {
    const done = () => {
      canvas.remove();
      resolve();
    };
    if (!context) {
      window.setTimeout(done, DURATION_MS);
      return;
    }
    context.scale(ratio, ratio);
    const all = makePieces(pieces, width, height);
    const started = performance.now();
    const frame = (now: number) => {
      const elapsed = now - started;
      if (elapsed >= DURATION_MS) {
        done();
        return;
      }
      context.clearRect(0, 0, width, height);
      context.globalAlpha = Math.min(1, (DURATION_MS - elapsed) / FADE_MS);
      for (const piece of all) {
        piece.vx *= DRAG;
        piece.vy = piece.vy * DRAG + GRAVITY;
        piece.x += piece.vx;
        piece.y += piece.vy;
        piece.angle += piece.spin;
        if (piece.y > height + piece.size) continue;
        context.save();
        context.translate(piece.x, piece.y);
        context.rotate(piece.angle);
        context.fillStyle = piece.color;
        // A flat rectangle turning over: its height follows the angle.
        context.fillRect(-piece.size / 2, -piece.size / 4, piece.size, (piece.size / 2) * Math.cos(piece.angle * 2));
        context.restore();
      }
      window.requestAnimationFrame(frame);
    };
    window.requestAnimationFrame(frame);
  });
}
