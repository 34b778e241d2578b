// The held-out token set of test/fixtures/xray-heldout (CRPWarner's ground truth, labelled by its authors, never used to
// tune K3): every manifest entry is the dataset's file byte for byte, compiles with the bundled solc, deploys on the
// local node and gets a pool on the DEX it was written for (test/fixtures/evm/heldout.ts). It does not judge the
// tokens: measuring X-Ray against the authors' labels is the job of the evaluation that uses this set.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { erc20Abi, type PublicClient } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, DEAD_ADDRESS } from '../fixtures/evm/dex';
import { compileHeldout, deployHeldoutSet, HELDOUT_DIR, type HeldoutDeployment, loadHeldout } from '../fixtures/evm/heldout';
import { type LocalNode, startLocalNode } from '../fixtures/evm/local-node';

const manifest = loadHeldout();

/** Git's blob SHA-1 of a file's bytes. */
function gitBlob(bytes: Buffer): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

describe('held-out manifest', () => {
  it('lists the authors labels, sources and licences', () => {
    const ids = manifest.tokens.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(manifest.tokens.filter((entry) => entry.label === 'dangerous')).toHaveLength(13);
    expect(manifest.tokens.filter((entry) => entry.label === 'honest')).toHaveLength(8);
    for (const entry of manifest.tokens) {
      expect(entry.sourceUrl).toBe(
        `https://github.com/CRPWarner/RugPull/blob/81b9166cb5519e51591aebea50329b3f3ef18d12/dataset/groundtruth/sol/${entry.file}`,
      );
      expect(entry.licence, entry.id).toMatch(/^MIT( AND GPL-3\.0-or-later)?$/);
      expect(entry.patterns.length > 0, entry.id).toBe(entry.label === 'dangerous');
    }
  });

  it('holds each source exactly as the dataset has it (git blob SHA-1)', () => {
    for (const entry of manifest.tokens) {
      expect(gitBlob(readFileSync(`${HELDOUT_DIR}${entry.file}`)), entry.file).toBe(entry.blob);
    }
  });

  it('compiles every entry with the bundled solc', () => {
    for (const entry of manifest.tokens) {
      const compiled = compileHeldout(entry);
      expect(compiled[entry.contract]?.bytecode.length ?? 0, `${entry.id} ${entry.contract}`).toBeGreaterThan(2);
    }
  }, 120_000);
});

describe('held-out set on the local node', () => {
  let node: LocalNode;
  let set: HeldoutDeployment;
  let reader: PublicClient;

  beforeAll(async () => {
    node = await startLocalNode();
    set = await deployHeldoutSet(node.url);
    reader = connect(node.url, set.deployer).reader;
  }, 300_000);

  afterAll(async () => {
    await node?.close();
  });

  it('deploys every entry and gives it a pool with burnt LP on its DEX', async () => {
    expect(set.failed.map(({ entry, error }) => `${entry.id} ${entry.contract}: ${error}`)).toEqual([]);
    expect(set.tokens.map((token) => token.entry.id)).toEqual(manifest.tokens.map((entry) => entry.id));
    for (const token of set.tokens) {
      const { entry } = token;
      expect((await reader.getCode({ address: token.address }))?.length ?? 0, entry.id).toBeGreaterThan(2);
      if (entry.dex !== 'local') expect(token.dex.router, entry.id).toBe(manifest.dexes[entry.dex]!.router);
      const [reserve0, reserve1] = (await reader.readContract({
        address: token.pair,
        abi: set.abis.pair,
        functionName: 'getReserves',
      })) as [bigint, bigint, number];
      expect(reserve0 > 0n && reserve1 > 0n, entry.id).toBe(true);
      const burnt = await reader.readContract({
        address: token.pair,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [DEAD_ADDRESS],
      });
      expect(burnt, entry.id).toBe(token.lpBurnt);
      const held = await reader.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [token.pair],
      });
      expect(held > 0n, entry.id).toBe(true);
    }
  });
});
