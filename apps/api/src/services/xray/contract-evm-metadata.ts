// The metadata trailer compilers append to EVM runtime code (docs/xray-contract.md §5; read by contract-evm-bytecode.ts):
// a CBOR map followed by its length in two bytes. solc writes { ipfs | bzzr0 | bzzr1: hash, experimental?: true,
// solc?: version } and Vyper { vyper: [major, minor, patch] } (before 0.3.5 without the length). The last two bytes
// are only a claim — anyone can end their code with a length that "covers" code they want unread — so a trailer
// counts only when the bytes decode strictly as one of these maps (known keys in the compiler's order, their types
// and sizes, shortest encodings) and the map fills exactly the claimed length. A claim that does not decode is
// reported as malformed. Pure, no RPC.

export type MetadataTrailer =
  | { status: 'solc' | 'vyper'; start: number; length: number; summary: string }
  | { status: 'malformed'; start: number; length: number; problem: string };

type CborValue = number | boolean | string | Uint8Array | CborValue[] | Map<string, CborValue>;

class Malformed extends Error {}

/** A key read from the code, cut short: it goes into the report's evidence. */
const quoted = (key: string) => JSON.stringify(key.length > 24 ? `${key.slice(0, 24)}…` : key);

/** A strict reader of the CBOR subset compilers write: unsigned ints, byte and text strings, arrays, maps, booleans. */
class CborReader {
  constructor(
    private readonly bytes: Uint8Array,
    public at: number,
    private readonly end: number,
  ) {}

  private byte(): number {
    if (this.at >= this.end) throw new Malformed('ends inside the map');
    return this.bytes[this.at++] ?? 0;
  }

  /** The major type and its argument; only 1- and 2-byte arguments, in their shortest form. */
  private head(): { major: number; value: number } {
    const initial = this.byte();
    const major = initial >> 5;
    const info = initial & 0x1f;
    if (major === 7 && info !== 20 && info !== 21) throw new Malformed(`holds a CBOR simple value 0x${initial.toString(16)}`);
    if (info < 24) return { major, value: info };
    if (info === 24) return this.shortest(major, this.byte(), 24);
    if (info === 25) return this.shortest(major, (this.byte() << 8) | this.byte(), 256);
    throw new Malformed(`holds a CBOR item 0x${initial.toString(16)} no compiler writes`);
  }

  private shortest(major: number, value: number, minimum: number): { major: number; value: number } {
    if (value < minimum) throw new Malformed('holds a CBOR number or length in a longer form than needed');
    return { major, value };
  }

  read(depth = 0): CborValue {
    const { major, value } = this.head();
    if (major === 0) return value;
    if (major === 2 || major === 3) {
      if (this.at + value > this.end) throw new Malformed('ends inside a string');
      const slice = this.bytes.slice(this.at, (this.at += value));
      return major === 2 ? slice : ascii(slice);
    }
    if (major === 7) return value === 21;
    if (depth > 1 || (major !== 4 && major !== 5)) throw new Malformed('holds a CBOR item no compiler writes');
    if (major === 4) return Array.from({ length: value }, () => this.read(depth + 1));
    const map = new Map<string, CborValue>();
    for (let i = 0; i < value; i++) {
      const key = this.read(depth + 1);
      if (typeof key !== 'string') throw new Malformed('has a key that is not a text string');
      if (map.has(key)) throw new Malformed(`repeats the key ${quoted(key)}`);
      map.set(key, this.read(depth + 1));
    }
    return map;
  }
}

function ascii(bytes: Uint8Array): string {
  if (!bytes.every((byte) => byte >= 0x20 && byte <= 0x7e)) throw new Malformed('has a text string that is not printable ASCII');
  return Buffer.from(bytes).toString('latin1');
}

const isBytes = (value: CborValue | undefined, size: number) => value instanceof Uint8Array && value.length === size;
const PRERELEASE = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?(?:\+commit\.[0-9a-f]{8}(?:\.mod)?)?$/;

/** solc's keys, in the order it writes them (one hash at most, then experimental, then the version), with their shape. */
const SOLC_KEYS: { key: string; rank: number; valid(value: CborValue): boolean }[] = [
  // An IPFS CIDv0: the sha2-256 multihash (0x12 0x20) of the metadata file.
  { key: 'ipfs', rank: 0, valid: (v) => isBytes(v, 34) && (v as Uint8Array)[0] === 0x12 && (v as Uint8Array)[1] === 0x20 },
  { key: 'bzzr0', rank: 0, valid: (v) => isBytes(v, 32) },
  { key: 'bzzr1', rank: 0, valid: (v) => isBytes(v, 32) },
  { key: 'experimental', rank: 1, valid: (v) => typeof v === 'boolean' },
  // Release builds: 3 bytes (major, minor, patch); prereleases: the full version string.
  { key: 'solc', rank: 2, valid: (v) => isBytes(v, 3) || (typeof v === 'string' && v.length <= 64 && PRERELEASE.test(v)) },
];

function solcSummary(map: Map<string, CborValue>): string {
  let rank = -1;
  for (const [key, value] of map) {
    const known = SOLC_KEYS.find((entry) => entry.key === key);
    if (!known) throw new Malformed(`has the key ${quoted(key)}, which solc does not write`);
    if (known.rank <= rank) throw new Malformed(`has the key ${quoted(key)} out of solc's order`);
    if (!known.valid(value)) throw new Malformed(`has a ${quoted(key)} value of the wrong type or size`);
    rank = known.rank;
  }
  // Validated above: 3 bytes (a release) or a prerelease string.
  const version = map.get('solc');
  const hash = ['ipfs', 'bzzr0', 'bzzr1'].find((key) => map.has(key));
  const release = version instanceof Uint8Array ? Array.from(version).join('.') : typeof version === 'string' ? version : '';
  return `solc${release ? ` ${release}` : ''} metadata${hash ? ` (${hash})` : ''}`;
}

function vyperSummary(map: Map<string, CborValue>): string {
  const version = map.get('vyper');
  if (!Array.isArray(version) || version.length !== 3 || !version.every((part) => typeof part === 'number'))
    throw new Malformed('has a "vyper" value that is not [major, minor, patch]');
  return `Vyper ${version.join('.')} metadata`;
}

/** Vyper's trailer before 0.3.5, the only one written without its length: { vyper: [0, 3, 4] } ending the code. */
const VYPER_WITHOUT_LENGTH = [0xa1, 0x65, 0x76, 0x79, 0x70, 0x65, 0x72, 0x83];

function vyperWithoutLength(code: Uint8Array): MetadataTrailer | undefined {
  const start = code.length - VYPER_WITHOUT_LENGTH.length - 3;
  if (start < 0 || !VYPER_WITHOUT_LENGTH.every((byte, i) => code[start + i] === byte)) return undefined;
  const version = Array.from(code.slice(-3));
  if (!version.every((part) => part < 24)) return undefined;
  return { status: 'vyper', start, length: code.length - start, summary: `Vyper ${version.join('.')} metadata` };
}

/**
 * The trailer the last two bytes claim, when they claim one: their length points inside the code at a CBOR map (0xa0 to
 * 0xbf) whose first byte after it opens a text key. `undefined` when the code does not end that way (every byte is code).
 */
export function readMetadataTrailer(code: Uint8Array): MetadataTrailer | undefined {
  const vyper = vyperWithoutLength(code);
  if (vyper) return vyper;
  if (code.length < 4) return undefined;
  const length = ((code[code.length - 2] ?? 0) << 8) | (code[code.length - 1] ?? 0);
  const start = code.length - 2 - length;
  if (length < 2 || start < 0) return undefined;
  if (((code[start] ?? 0) & 0xe0) !== 0xa0 || ((code[start + 1] ?? 0) & 0xe0) !== 0x60) return undefined;
  const reader = new CborReader(code, start, start + length);
  try {
    const map = reader.read();
    if (!(map instanceof Map)) throw new Malformed('is not a CBOR map');
    const vyper = map.size === 1 && map.has('vyper');
    const summary = vyper ? vyperSummary(map) : solcSummary(map);
    if (reader.at !== start + length)
      throw new Malformed(
        `is a ${reader.at - start}-byte map followed by ${start + length - reader.at} bytes it does not account for`,
      );
    return { status: vyper ? 'vyper' : 'solc', start, length, summary };
  } catch (error) {
    if (!(error instanceof Malformed)) throw error;
    return { status: 'malformed', start, length, problem: error.message };
  }
}
