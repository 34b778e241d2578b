// The EIP-4361 (Sign-In with Ethereum) message grammar, strict (docs/auth.md "Message format"): the ABNF of
// https://eips.ethereum.org/EIPS/eip-4361 read line by line — the header, the address, the optional one-line
// statement, the required fields in their order, the optional ones in theirs, nothing after — with RFC 3986 for the
// domain and the URIs and RFC 3339 for the dates (sign-in-syntax.ts). A dialect swaps the three chain-specific parts
// (the account named in the header, the address, the chain id): that is how K3's Solana message shares the grammar.
import { getAddress } from 'viem';
import { isAuthority, isScheme, isUri, PCHARS, rfc3339Date, STATEMENT } from './sign-in-syntax';

export interface SignInDialect {
  /** The word in "… sign in with your <account> account:". */
  account: string;
  isAddress(text: string): boolean;
  isChainId(text: string): boolean;
}

/** The fields of a message, as written (dates are RFC 3339 text; `rfc3339Date` gives the instant). */
export interface SignInMessageFields {
  scheme?: string;
  domain: string;
  address: string;
  statement?: string;
  uri: string;
  version: '1';
  chainId: string;
  nonce: string;
  issuedAt: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources?: string[];
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** EIP-4361's own dialect: an EIP-55 checksummed address (a lower-case one is refused), a decimal chain id. */
export const ETHEREUM: SignInDialect = {
  account: 'Ethereum',
  isAddress: (text) => EVM_ADDRESS.test(text) && getAddress(text) === text,
  isChainId: (text) => /^[0-9]+$/.test(text),
};

const NONCE = /^[A-Za-z0-9]{8,}$/;
const isDate = (text: string) => rfc3339Date(text) !== null;

type Field = 'uri' | 'version' | 'chainId' | 'nonce' | 'issuedAt' | 'expirationTime' | 'notBefore' | 'requestId';

/** The required lines, in their order (`%s` in the ABNF: the labels are case-sensitive). */
function requiredLines(dialect: SignInDialect): [Field, string, (value: string) => boolean][] {
  return [
    ['uri', 'URI: ', isUri],
    ['version', 'Version: ', (value) => value === '1'],
    ['chainId', 'Chain ID: ', (value) => dialect.isChainId(value)],
    ['nonce', 'Nonce: ', (value) => NONCE.test(value)],
    ['issuedAt', 'Issued At: ', isDate],
  ];
}

/** The optional lines, in their order; "Resources:" and its list close the message. */
const OPTIONAL_LINES: [Field, string, (value: string) => boolean][] = [
  ['expirationTime', 'Expiration Time: ', isDate],
  ['notBefore', 'Not Before: ', isDate],
  ['requestId', 'Request ID: ', (value) => PCHARS.test(value)],
];

/** `[ scheme "://" ] domain " wants you to sign in with your <account> account:"`. */
function readHeader(line: string, dialect: SignInDialect): { scheme?: string; domain: string } | null {
  const suffix = ` wants you to sign in with your ${dialect.account} account:`;
  if (!line.endsWith(suffix)) return null;
  const origin = line.slice(0, -suffix.length);
  const separator = origin.indexOf('://');
  const scheme = separator < 0 ? undefined : origin.slice(0, separator);
  const domain = separator < 0 ? origin : origin.slice(separator + 3);
  if ((scheme !== undefined && !isScheme(scheme)) || !isAuthority(domain, true)) return null;
  return scheme === undefined ? { domain } : { scheme, domain };
}

/**
 * The statement block after the address line and its empty line: `[ statement LF ] LF`. Returns the statement (or
 * undefined) and the index of the "URI: " line; null when the block is malformed (a statement on two lines).
 */
function readStatement(lines: string[], at: number): { statement?: string; next: number } | null {
  const line = lines[at];
  if (line === undefined) return null;
  // An empty statement is what the ABNF allows (`*( reserved / unreserved / " " )`): two empty lines follow.
  if (line === '') return lines[at + 1] === '' ? { statement: '', next: at + 2 } : { next: at + 1 };
  return STATEMENT.test(line) && lines[at + 1] === '' ? { statement: line, next: at + 2 } : null;
}

/** The fields of an EIP-4361 message in `dialect`, or null when any part of it does not follow the grammar. */
export function parseSignInText(message: string, dialect: SignInDialect = ETHEREUM): SignInMessageFields | null {
  const lines = message.split('\n');
  const header = readHeader(lines[0] ?? '', dialect);
  const address = lines[1] ?? '';
  if (!header || !dialect.isAddress(address) || lines[2] !== '') return null;
  const block = readStatement(lines, 3);
  if (!block) return null;
  const values: Partial<Record<Field, string>> = {};
  let at = block.next;
  for (const [field, label, valid] of requiredLines(dialect)) {
    const value = valueOf(lines[at++], label);
    if (value === undefined || !valid(value)) return null;
    values[field] = value;
  }
  for (let next = 0; at < lines.length && lines[at] !== 'Resources:'; at++) {
    const found = OPTIONAL_LINES.findIndex(([, label], index) => index >= next && lines[at]?.startsWith(label));
    const [field, label, valid] = OPTIONAL_LINES[found] ?? [];
    const value = field && label ? valueOf(lines[at], label) : undefined;
    if (!field || value === undefined || !valid?.(value)) return null;
    values[field] = value;
    next = found + 1;
  }
  const resources = lines[at] === 'Resources:' ? lines.slice(at + 1) : undefined;
  if (resources && !resources.every((line) => line.startsWith('- ') && isUri(line.slice(2)))) return null;
  return {
    ...header,
    address,
    ...(block.statement !== undefined && { statement: block.statement }),
    ...(values as Pick<SignInMessageFields, 'uri' | 'chainId' | 'nonce' | 'issuedAt'>),
    version: '1',
    ...(resources && { resources: resources.map((line) => line.slice(2)) }),
  };
}

function valueOf(line: string | undefined, label: string): string | undefined {
  return line?.startsWith(label) ? line.slice(label.length) : undefined;
}
