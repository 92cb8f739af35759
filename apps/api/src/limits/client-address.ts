// The client address that limits count by, for HTTP requests and WebSocket upgrades alike. Like
// Express's "trust proxy: loopback": a proxy on this machine may name the client in
// X-Forwarded-For; from anywhere else the header is ignored. IPv6 clients are counted per /64,
// the block one subscriber usually gets.
import { isIP, isIPv6 } from 'node:net';

/** IPv4-mapped IPv6 (::ffff:1.2.3.4) as plain IPv4. */
const unmapped = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

const isLoopback = (address: string) => address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(address);

/** IPv6 as its /64 prefix, IPv4 as it is, anything unparseable shortened. */
function keyOf(address: string): string {
  if (!isIPv6(address)) return isIP(address) ? address : address.slice(0, 64);
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export function clientAddress(remoteAddress: string | undefined, forwardedFor: string | string[] | undefined): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const hops = header
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
    .reverse();
  let address = unmapped(remoteAddress ?? 'unknown');
  for (const hop of hops) {
    if (!isLoopback(address)) break;
    address = unmapped(hop);
  }
  return keyOf(address);
}
