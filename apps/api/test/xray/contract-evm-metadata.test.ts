// X-Ray's reading of the metadata trailer at the end of EVM runtime code (issue 22 §6, docs/xray-contract.md §5):
// the trailers solc writes (real solc output: IPFS, Swarm, version only, none) and the forms the npm compiler cannot
// produce (prerelease version, experimental flag, 0.4's bzzr0, Vyper), made by hand; trailers that do not decode
// strictly, each reported as malformed with every byte read; code reachable inside a recognised trailer's hash; and
// a contract on the local Hardhat node whose forged trailer "covers" a SELFDESTRUCT and a dispatcher for mint,
// pause, blacklist and fee functions.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createPublicClient, createWalletClient, getAddress, type Hex, http, toFunctionSelector } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileSolidity, type CompileOptions, readSolidityDir } from '../fixtures/evm/compile-solidity';
import { type LocalNode, startLocalNode } from '../fixtures/evm/local-node';
import { analyseEvmContract } from '../../src/services/xray/contract-evm';
import { walkBytecode } from '../../src/services/xray/contract-evm-bytecode';

const FIXTURES_DIR = fileURLToPath(new URL('../fixtures/xray/', import.meta.url));
const hex = (...parts: string[]): Hex => `0x${parts.join('')}`;
const ascii = (text: string) => Buffer.from(text, 'ascii').toString('hex');
const word = (value: number) => value.toString(16).padStart(4, '0');
/** A CBOR text string (up to 255 characters). */
const text = (value: string) =>
  (value.length < 24 ? (0x60 + value.length).toString(16) : `78${value.length.toString(16).padStart(2, '0')}`) + ascii(value);
/** A CBOR byte string (24 to 255 bytes, or shorter with the one-byte head). */
const bytes = (data: string) => {
  const size = data.length / 2;
  return (size < 24 ? (0x40 + size).toString(16) : `58${size.toString(16).padStart(2, '0')}`) + data;
};
/** `code` ending in `map` and the two-byte length that claims the map's size. */
const withTrailer = (code: string, map: string) => hex(code, map, word(map.length / 2));

const IPFS = `1220${'ab'.repeat(32)}`;
const SOLC_0_8_30 = bytes('00081e');
/** Runtime code that ends as solc's does: an INVALID (0xfe) before the trailer, so the trailer is not reached by falling. */
const BODY = '6001600055fe';
const selector = (signature: string) => toFunctionSelector(signature).slice(2);

describe('trailers compilers write', () => {
  it('recognises real solc output with an IPFS hash, a Swarm hash, the version only, and none', () => {
    const sources = Object.fromEntries(
      Object.entries(readSolidityDir(FIXTURES_DIR)).filter(([file]) => ['XrayBase.sol', 'PlainToken.sol'].includes(file)),
    );
    const cases: [CompileOptions['metadata'], RegExp | undefined][] = [
      [undefined, /^solc 0\.8\.\d+ metadata \(ipfs\)$/],
      [{ bytecodeHash: 'bzzr1' }, /^solc 0\.8\.\d+ metadata \(bzzr1\)$/],
      [{ bytecodeHash: 'none' }, /^solc 0\.8\.\d+ metadata$/],
      [{ appendCBOR: false }, undefined],
    ];
    for (const [metadata, summary] of cases) {
      const walk = walkBytecode(compileSolidity(sources, { metadata }).PlainToken?.deployedBytecode ?? '0x');
      if (!summary) {
        expect(walk).toMatchObject({ trailer: undefined, codeEnd: walk.size });
        continue;
      }
      expect(walk.trailer).toMatchObject({ status: 'solc', summary: expect.stringMatching(summary) as string });
      expect(walk.codeEnd).toBe(walk.trailer?.start);
      expect(walk.size - walk.codeEnd - 2).toBe(walk.trailer?.length);
    }
  });

  it('recognises the forms the bundled compiler cannot produce: prerelease, experimental, bzzr0 alone, Vyper', () => {
    const cases: [string, string][] = [
      [
        'a2' + text('ipfs') + bytes(IPFS) + text('solc') + text('0.8.31-develop.2025.1.2+commit.0123abcd'),
        'solc 0.8.31-develop.2025.1.2+commit.0123abcd metadata (ipfs)',
      ],
      [
        'a3' + text('ipfs') + bytes(IPFS) + text('experimental') + 'f5' + text('solc') + SOLC_0_8_30,
        'solc 0.8.30 metadata (ipfs)',
      ],
      ['a1' + text('bzzr0') + bytes('cd'.repeat(32)), 'solc metadata (bzzr0)'],
      ['a1' + text('vyper') + '83000307', 'Vyper 0.3.7 metadata'],
    ];
    for (const [map, summary] of cases) {
      const walk = walkBytecode(withTrailer(BODY, map));
      expect(walk.trailer, summary).toMatchObject({ status: map.includes(ascii('vyper')) ? 'vyper' : 'solc', summary, start: 6 });
      expect(walk.codeEnd).toBe(6);
    }
    // Vyper before 0.3.5 wrote its map without the two length bytes.
    expect(walkBytecode(hex(BODY, 'a1' + text('vyper') + '83000304')).trailer).toMatchObject({
      status: 'vyper',
      start: 6,
      summary: 'Vyper 0.3.4 metadata',
    });
  });
});

describe('trailers that do not decode strictly', () => {
  const ipfsMap = 'a2' + text('ipfs') + bytes(IPFS) + text('solc') + SOLC_0_8_30;
  // Each claims a trailer over a SELFDESTRUCT at offset 6 (inside the claimed bytes, or right after the map).
  const cases: [string, string, RegExp][] = [
    ['a map followed by code it does not account for', withTrailer(BODY, `${ipfsMap}33ff`), /51-byte map followed by 2 bytes/],
    [
      'a key solc does not write',
      withTrailer(BODY, 'a1' + text('code') + bytes('5b33ff')),
      /key "code", which solc does not write/,
    ],
    [
      'an IPFS hash of 33 bytes',
      withTrailer(BODY, 'a1' + text('ipfs') + bytes(IPFS.slice(0, -2))),
      /"ipfs" value of the wrong type or size/,
    ],
    [
      'an IPFS hash without its multihash prefix',
      withTrailer(BODY, 'a1' + text('ipfs') + bytes(`1320${'ff'.repeat(32)}`)),
      /"ipfs" value/,
    ],
    ['a version of 4 bytes', withTrailer(BODY, 'a1' + text('solc') + bytes('00081eff')), /"solc" value/],
    ['a version as a number', withTrailer(BODY, 'a1' + text('solc') + '18ff'), /"solc" value/],
    [
      'keys out of solc’s order',
      withTrailer(BODY, 'a2' + text('solc') + SOLC_0_8_30 + text('ipfs') + bytes(IPFS)),
      /out of solc's order/,
    ],
    [
      'a repeated key',
      withTrailer(BODY, 'a2' + text('solc') + SOLC_0_8_30 + text('solc') + SOLC_0_8_30),
      /repeats the key "solc"/,
    ],
    ['a length in a longer form than needed', withTrailer(BODY, 'a1' + text('solc') + '5803' + '00081e'), /longer form/],
    ['a map cut short by the claimed length', withTrailer(BODY, ipfsMap.slice(0, 60)), /ends inside a string/],
    ['a null value', withTrailer(BODY, 'a1' + text('experimental') + 'f6'), /simple value 0xf6/],
  ];

  it.each(cases)('reports %s as malformed and reads every byte', (_name, code, problem) => {
    const walk = walkBytecode(code.replace(BODY, '6001600055ff') as Hex);
    expect(walk.trailer).toMatchObject({ status: 'malformed', start: 6, problem: expect.stringMatching(problem) as string });
    expect(walk.codeEnd).toBe(walk.size);
    expect(walk.selfdestruct[0]).toBe(5);
    // What the trailer's bytes hold is read as code too.
    if (code.includes('33ff')) expect(walk.selfdestruct.length).toBeGreaterThan(1);
  });

  it('claims no trailer unless the length points inside the code at a CBOR map with a text key', () => {
    expect(walkBytecode(hex('6001', 'fe', 'ff', '0003')).trailer).toBeUndefined();
    expect(walkBytecode(hex('6001', 'ff', 'ffff')).trailer).toBeUndefined();
    expect(walkBytecode(hex('6001', 'fe', 'a1', '5b33ff', '0004')).selfdestruct).toEqual([6]);
  });
});

describe('code inside a recognised trailer', () => {
  const map = (hash: string) => 'a2' + text('ipfs') + bytes(`1220${hash}`) + text('solc') + SOLC_0_8_30;
  const hidden = `5b33ff${'00'.repeat(29)}`;

  it('counts what a pushed jump target reaches in the hash', () => {
    // PUSH1 0x0e JUMP INVALID, then a2, PUSH5 "ipfs" 0x58, 0x22, the multihash prefix 12 20: the hash starts at 0x0e.
    const walk = walkBytecode(withTrailer('600e56fe', map(hidden)));
    expect(walk.trailer?.status).toBe('solc');
    expect(walk.selfdestruct).toEqual([0x10]);
  });

  it('leaves alone a JUMPDEST nothing jumps to, and bytes execution never reaches', () => {
    for (const hash of [hidden, `ff${'f4'.repeat(30)}ff`]) {
      const walk = walkBytecode(withTrailer(BODY, map(hash)));
      expect(walk.trailer?.status).toBe('solc');
      expect([walk.selfdestruct, walk.delegatecall]).toEqual([[], []]);
    }
  });

  it('counts what falling through from the code reaches', () => {
    // No INVALID before the trailer: at 5 LOG1, at 6 PUSH6 ("bzzr0" and 0x58), at 13 KECCAK256 (0x20), then the hash.
    const walk = walkBytecode(withTrailer('6001600055', 'a1' + text('bzzr0') + bytes(`33ff${'00'.repeat(30)}`)));
    expect(walk.trailer?.status).toBe('solc');
    expect(walk.selfdestruct).toEqual([15]);
  });
});

describe('a forged trailer on a deployed contract', () => {
  const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
  const hidden = ['mint(address,uint256)', 'pause()', 'blacklist(address)', 'setFee(uint256)'];
  let node: LocalNode;
  let address: Hex;

  /**
   * Visible: read the selector and jump to the hidden dispatcher. Then solc's version map, and behind it — inside the
   * claimed length — a dispatcher routing the hidden selectors to SELFDESTRUCT(caller); anything else STOPs.
   */
  function forgedRuntime(): string {
    const visible = '5f35' + '60e0' + '1c' + '610014' + '56' + 'fe';
    const map = 'a1' + text('solc') + SOLC_0_8_30;
    const target = 20 + 1 + 11 * hidden.length + 1;
    const branches = hidden.map((signature) => `8063${selector(signature)}14` + `61${word(target)}57`).join('');
    const code = `5b${branches}00` + '5b33ff';
    return visible + map + code + word(map.length / 2 + code.length / 2);
  }

  beforeAll(async () => {
    node = await startLocalNode();
    const runtime = forgedRuntime();
    // Creation code: CODECOPY the runtime that follows these 10 bytes into memory and RETURN it.
    const creation = hex(`61${word(runtime.length / 2)}80600a5f395ff3`, runtime);
    const wallet = createWalletClient({ account: mnemonicToAccount(DEV_MNEMONIC), chain: hardhat, transport: http(node.url) });
    const reader = createPublicClient({ chain: hardhat, transport: http(node.url) });
    const hash = await wallet.deployContract({ abi: [], bytecode: creation });
    const receipt = await reader.waitForTransactionReceipt({ hash });
    address = getAddress(receipt.contractAddress ?? '0x');
    expect(await reader.getCode({ address })).toBe(hex(runtime));
  }, 120_000);

  afterAll(async () => {
    await node?.close();
  });

  it('finds the SELFDESTRUCT and the hidden functions, and reports the trailer', async () => {
    const client = createPublicClient({ chain: hardhat, transport: http(node.url) });
    const report = await analyseEvmContract(client, address);
    const present = report.facts.filter((fact) => fact.present).map((fact) => fact.flag);
    expect(present.sort()).toEqual([
      'blacklist_function',
      'fee_setter_function',
      'metadata_trailer_malformed',
      'mint_function',
      'pause_function',
      'selfdestruct_opcode',
    ]);
    const trailer = report.facts.find((fact) => fact.flag === 'metadata_trailer_malformed');
    expect(trailer?.evidence).toBe(
      'the last two bytes claim a 59-byte metadata trailer at 0xa, which is a 10-byte map followed by 49 bytes it does not account for; every byte was read as code',
    );
    expect(report.coverage.find((entry) => entry.check === 'opcodes')?.detail).toBe(
      'every byte (the metadata trailer claimed at 0xa is malformed)',
    );
  });

  it('is documented with its alert key', () => {
    const doc = readFileSync(fileURLToPath(new URL('../../../../docs/xray-contract.md', import.meta.url)), 'utf8');
    expect(doc).toMatch(/`onchain_security_lack_of_transparency` \| [^\n]*`metadata_trailer_malformed`/);
  });
});
