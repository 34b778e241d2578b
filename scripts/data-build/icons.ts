// Icons served from our own origin (issue 2 §3 "no remote image URLs"): token, chain and wallet SVGs copied from
// @web3icons/core into apps/web/public/icons/{tokens,chains,wallets}, plus two drawings of our own.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TVariant } from '@web3icons/common';
import { networks } from '@web3icons/common/metadata/networks';
import { wallets } from '@web3icons/common/metadata/wallets';
import { iconFile, loadSvg } from './sources';

export const ICON_FOLDERS = ['tokens', 'chains', 'wallets'] as const;
export type IconFolder = (typeof ICON_FOLDERS)[number];

/** Wallets shown on the login page (spec §2 "compatible wallet logos"): our id -> web3icons wallet id. */
export const WALLETS: Readonly<Record<string, string>> = {
  metamask: 'metamask',
  phantom: 'phantom',
  coinbase: 'coinbase',
  rabby: 'rabby',
  trust: 'trust',
  walletconnect: 'wallet-connect',
  rainbow: 'rainbow',
  ledger: 'ledger',
  okx: 'okx',
  backpack: 'backpack',
  solflare: 'solflare',
};

/** Shown for a token without a packaged icon: a neutral coin with a question mark. */
export const UNKNOWN_TOKEN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" fill="none" viewBox="0 0 24 24">
  <circle cx="12" cy="12" r="10" fill="#9CA3AF"/>
  <path stroke="#fff" stroke-linecap="round" stroke-width="2" d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.5v.7"/>
  <circle cx="12" cy="17" r="1.2" fill="#fff"/>
</svg>
`;

/** The "cex" pseudo-chain (centralized-exchange accounts, spec §3): a bank building. */
export const CEX_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" fill="none" viewBox="0 0 24 24">
  <circle cx="12" cy="12" r="12" fill="#4B5563"/>
  <path fill="#fff" d="M12 4.5 5 8.2V10h14V8.2z"/>
  <path fill="#fff" d="M6.5 11h2v5.5h-2zm4.5 0h2v5.5h-2zm4.5 0h2v5.5h-2zM5 17.5h14v2H5z"/>
</svg>
`;

/** Writes icons into one output folder and remembers what it wrote. */
export class IconWriter {
  readonly written = new Map<string, string>();

  constructor(private readonly iconsDir: string) {}

  /** Empties the output folders so they hold exactly the current set. */
  reset(): void {
    for (const folder of ICON_FOLDERS) {
      const dir = path.join(this.iconsDir, folder);
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
    }
  }

  /** Writes `<folder>/<id>.svg` and returns its path on our origin. */
  write(folder: IconFolder, id: string, svg: string): string {
    if (!/^[a-z0-9_][a-z0-9-]*$/.test(id)) throw new Error(`data:build: "${id}" is not a safe icon file name`);
    const relative = `${folder}/${id}.svg`;
    writeFileSync(path.join(this.iconsDir, folder, `${id}.svg`), svg);
    this.written.set(relative, svg);
    return `/icons/${relative}`;
  }
}

/** Icon of a metadata entry by its file path ("token:KRL" -> tokens/branded/KRL.svg.js). */
export function loadIconSvg(filePath: string, variants: readonly TVariant[]): Promise<string | null> {
  const { kind, name } = iconFile(filePath);
  return loadSvg(kind, name, variants);
}

/** Network icon by web3icons network id (CHAINS[].iconId). */
export async function loadNetworkSvg(iconId: string): Promise<string | null> {
  const network = networks.find((entry) => entry.id === iconId);
  return network ? loadIconSvg(network.filePath, network.variants) : null;
}

/** Wallet icon by web3icons wallet id. */
export async function loadWalletSvg(walletId: string): Promise<string | null> {
  const wallet = wallets.find((entry) => entry.id === walletId);
  return wallet ? loadIconSvg(wallet.filePath, wallet.variants) : null;
}
