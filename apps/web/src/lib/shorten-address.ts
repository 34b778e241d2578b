// spec §2 "shortened wallet address (first 6 and last 4 characters)".
const HEAD = 6;
const TAIL = 4;

export function shortenAddress(address: string): string {
  return address.length <= HEAD + TAIL + 1 ? address : `${address.slice(0, HEAD)}…${address.slice(-TAIL)}`;
}
