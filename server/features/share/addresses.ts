import { BlockList, isIP } from 'node:net';

/**
 * Whether the image proxy may connect to an address: only public unicast addresses of the internet.
 * Everything a request from inside the server could reach and a fan could not is refused — loopback,
 * the private networks, link-local (169.254.169.254, the cloud metadata service), carrier-grade NAT,
 * multicast, the documentation and benchmark ranges, and IPv6 outside global unicast (unique local,
 * link-local, and the forms that carry an IPv4 address inside: mapped, NAT64, 6to4, Teredo).
 */
const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, the metadata service
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relays
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const)
  refused.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['2001::', 23], // protocol assignments, Teredo among them
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address inside
] as const)
  refused.addSubnet(network, prefix, 'ipv6');

/** Global unicast IPv6 (2000::/3): everything else — ::1, fc00::/7, fe80::/10, ::ffff:… — is out. */
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !refused.check(address, 'ipv4');
  if (family === 6) return globalUnicast.check(address, 'ipv6') && !refused.check(address, 'ipv6');
  return false;
}
