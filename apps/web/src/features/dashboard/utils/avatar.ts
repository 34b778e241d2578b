// The wallet's avatar (spec §2 "Dashboard: header with avatar"): a deterministic gradient and a mirrored 5×5 pattern
// derived from the address, drawn as SVG on the page — no image request, the same picture on every visit.

/** FNV-1a 32-bit: a small, stable hash of the address (not a security primitive). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export interface AvatarSpec {
  from: string;
  to: string;
  /** Filled cells of a 5×5 grid as [column, row], mirrored left to right. */
  cells: [number, number][];
}

const GRID = 5;

export function avatarSpec(address: string): AvatarSpec {
  const key = address.startsWith('0x') ? address.toLowerCase() : address;
  const hash = hashString(key);
  const second = hashString(`${key}:pattern`);
  const hue = hash % 360;
  const cells: [number, number][] = [];
  // 3 columns × 5 rows = 15 bits decide the pattern; columns 3 and 4 mirror 1 and 0.
  for (let row = 0; row < GRID; row++) {
    for (let column = 0; column < 3; column++) {
      if ((second >>> (row * 3 + column)) & 1) {
        cells.push([column, row]);
        if (column < 2) cells.push([GRID - 1 - column, row]);
      }
    }
  }
  return { from: `hsl(${hue} 75% 58%)`, to: `hsl(${(hue + 40 + ((hash >>> 9) % 100)) % 360} 70% 42%)`, cells };
}
