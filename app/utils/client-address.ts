import ipaddr from 'ipaddr.js';

/** Longest address text kept as it came when it parses as no address at all. */
const MAX_UNPARSED = 64;

/**
 * The part of a connecting address that names one client, for rate limits and for
 * telling one anonymous reporter from another. An IPv4 address is a client. An IPv6
 * host is handed a whole /64 and picks any address in it, so the /64 is the client:
 * `2001:db8:1:2::5` and `2001:DB8:1:2:ffff::9%eth0` are one. An IPv4 address written
 * as IPv6 (`::ffff:192.0.2.7`) is the IPv4 one.
 */
export function clientAddressKey(address: string): string {
  const text = address.trim();
  if (!ipaddr.isValid(text)) return text.toLowerCase().slice(0, MAX_UNPARSED);
  const parsed = ipaddr.process(text);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}
