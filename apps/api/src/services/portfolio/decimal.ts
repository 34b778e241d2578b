// Exact sums of non-negative decimal strings (ARCHITECTURE.md "Data": amounts are never floats until display):
// the same token held in several wallets is added digit for digit.
function split(value: string): [string, string] {
  const [whole = '0', fraction = ''] = value.split('.');
  return [whole || '0', fraction];
}

export function addDecimals(a: string, b: string): string {
  const [aw, af] = split(a);
  const [bw, bf] = split(b);
  const scale = Math.max(af.length, bf.length);
  const total = BigInt(aw + af.padEnd(scale, '0')) + BigInt(bw + bf.padEnd(scale, '0'));
  const digits = total.toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
