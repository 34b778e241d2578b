// Counter-based pseudo-randomness for the demo adapters (docs/architecture.md "Demo data is generated deterministically"):
// every value is a pure function of (seed, index, stream), so any slice of a series can be computed alone.

/** FNV-1a over the UTF-16 code units of the id: the per-asset seed. */
export function hashString(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** murmur3's finaliser: a well-mixed 32-bit value from (seed, day index, stream), independent of any other day. */
export function mix(seed: number, index: number, stream: number): number {
  let h = (seed ^ Math.imul(index, 0x9e3779b1) ^ Math.imul(stream + 1, 0x85ebca77)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Uniform in (0, 1). */
export function uniform(seed: number, index: number, stream: number): number {
  return (mix(seed, index, stream) + 0.5) / 4_294_967_296;
}

/** Standard normal by Box-Muller over two independent streams. */
export function normal(seed: number, index: number, stream: number): number {
  const u1 = uniform(seed, index, stream);
  const u2 = uniform(seed, index, stream + 1);
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}
