/**
 * Which IP addresses the outbound fetcher may connect to (ARCHITECTURE §7b). Pure: it sees only the
 * text of an address, as a URL's hostname or a DNS answer spells it, and says why it is refused.
 *
 * IPv4 is a deny list of the special-purpose ranges (RFC 6890 and its updates). IPv6 is an allow
 * list: only global unicast (2000::/3) passes, minus the ranges inside it that tunnel to an IPv4
 * address (NAT64, 6to4, Teredo) or are reserved; the forms that carry an IPv4 address
 * (`::ffff:a.b.c.d`, `64:ff9b::a.b.c.d`, 6to4) are judged by the IPv4 address they carry.
 */

export type AddressClass =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'cgnat'
  | 'multicast'
  | 'unspecified'
  | 'broadcast'
  | 'metadata'
  | 'reserved'
  | 'invalid';

type Range = readonly [prefix: readonly number[], bits: number, kind: AddressClass];

/** Cloud instance-metadata endpoints, named before the ranges they sit in so logs say what they are. */
const IPV4_METADATA = ['169.254.169.254', '169.254.170.2', '168.63.129.16', '100.100.100.200', '192.0.0.192'];

const IPV4_RANGES: readonly Range[] = [
  [[0], 8, 'unspecified'], // "this network"; 0.0.0.0 reaches the local host on Linux
  [[10], 8, 'private'],
  [[100, 64], 10, 'cgnat'],
  [[127], 8, 'loopback'],
  [[169, 254], 16, 'link-local'],
  [[172, 16], 12, 'private'],
  [[192, 0, 0], 24, 'reserved'], // IETF protocol assignments
  [[192, 0, 2], 24, 'reserved'], // documentation
  [[192, 88, 99], 24, 'reserved'], // deprecated 6to4 relay anycast
  [[192, 168], 16, 'private'],
  [[198, 18], 15, 'reserved'], // benchmarking
  [[198, 51, 100], 24, 'reserved'],
  [[203, 0, 113], 24, 'reserved'],
  [[255, 255, 255, 255], 32, 'broadcast'],
  [[224], 4, 'multicast'],
  [[240], 4, 'reserved'],
];

const inRange = (bytes: readonly number[], prefix: readonly number[], bits: number) => {
  for (let i = 0; i < Math.ceil(bits / 8); i++) {
    const mask = bits >= (i + 1) * 8 ? 0xff : (0xff << (8 - (bits % 8))) & 0xff;
    if (((bytes[i] ?? 0) & mask) !== ((prefix[i] ?? 0) & mask)) return false;
  }
  return true;
};

/** Dotted-quad IPv4 only (what a URL parser and a resolver produce); anything else is null. */
export function parseIPv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes = parts.map((p) => (/^(0|[1-9]\d{0,2})$/.test(p) ? Number(p) : Number.NaN));
  return bytes.every((b) => b >= 0 && b <= 255) ? bytes : null;
}

/** An IPv6 address in any textual form (compressed, with a dotted IPv4 tail), as 16 bytes; else null. */
export function parseIPv6(text: string): number[] | null {
  const address = text.replace(/^\[(.*)\]$/, '$1');
  if (address.includes('%')) return null; // a zone id names a local interface: never a public address
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (half: string): number[] | null => {
    if (half === '') return [];
    const out: number[] = [];
    const parts = half.split(':');
    for (const [i, part] of parts.entries()) {
      if (i === parts.length - 1 && part.includes('.')) {
        const v4 = parseIPv4(part);
        if (!v4) return null;
        out.push(((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0));
      } else if (/^[0-9a-f]{1,4}$/i.test(part)) out.push(Number.parseInt(part, 16));
      else return null;
    }
    return out;
  };
  const head = groupsOf(halves[0] ?? '');
  const tail = halves.length === 2 ? groupsOf(halves[1] ?? '') : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<number>(missing).fill(0), ...tail];
  return groups.flatMap((g) => [g >> 8, g & 0xff]);
}

function classifyIPv4(bytes: number[]): AddressClass {
  if (IPV4_METADATA.includes(bytes.join('.'))) return 'metadata';
  for (const [prefix, bits, kind] of IPV4_RANGES) if (inRange(bytes, prefix, bits)) return kind;
  return 'public';
}

const IPV6_METADATA = parseIPv6('fd00:ec2::254') ?? [];

function classifyIPv6(bytes: number[]): AddressClass {
  const is = (prefix: string, bits: number) => inRange(bytes, parseIPv6(prefix) ?? [], bits);
  if (bytes.every((b, i) => b === IPV6_METADATA[i])) return 'metadata';
  if (bytes.every((b) => b === 0)) return 'unspecified';
  if (bytes.every((b, i) => b === (i === 15 ? 1 : 0))) return 'loopback';
  // Forms that carry an IPv4 address: judged by it, so ::ffff:127.0.0.1 is loopback, not "public".
  if (is('::ffff:0:0', 96) || is('64:ff9b::', 96)) return classifyIPv4(bytes.slice(12));
  if (is('2002::', 16)) return classifyIPv4(bytes.slice(2, 6)); // 6to4
  if (is('::', 96)) return 'reserved'; // deprecated IPv4-compatible form
  if (is('fe80::', 10)) return 'link-local';
  if (is('fc00::', 7) || is('fec0::', 10) || is('64:ff9b:1::', 48)) return 'private';
  if (is('ff00::', 8)) return 'multicast';
  if (!is('2000::', 3)) return 'reserved'; // outside global unicast
  if (is('2001::', 32)) return 'reserved'; // Teredo: the IPv4 end is obfuscated, so it cannot be judged
  if (is('2001:db8::', 32) || is('2001::', 23) || is('3fff::', 20)) return 'reserved';
  return 'public';
}

/** The class of an IP address written as text (IPv6 with or without brackets); `invalid` if not one. */
export function classifyAddress(text: string): AddressClass {
  const v4 = parseIPv4(text);
  if (v4) return classifyIPv4(v4);
  const v6 = parseIPv6(text);
  return v6 ? classifyIPv6(v6) : 'invalid';
}

/** True when the text is an IP literal (so no DNS lookup applies to it). */
export const isIpLiteral = (host: string) => parseIPv4(host) !== null || parseIPv6(host) !== null;

/**
 * Host names that reach the machine itself or a cloud's metadata service without DNS telling the
 * truth (resolved by /etc/hosts or the platform's own resolver), refused before any lookup.
 */
export function classifyHostName(host: string): AddressClass | null {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return 'loopback';
  if (/^(metadata|metadata\.google\.internal|metadata\.goog|instance-data(\.ec2\.internal)?)$/.test(name))
    return 'metadata';
  if (name.endsWith('.internal') || name.endsWith('.local') || !name.includes('.')) return 'private';
  return null;
}
