import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import type { RequestOptions } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * SSRF protection for webhook URLs: only `https`, and never an address of this network (loopback,
 * private, link-local, shared, multicast, the metadata endpoints). Checked when a URL is saved and
 * again at delivery, on the address actually connected to (see delivery.ts).
 */
// One list per family: a BlockList also matches IPv4 addresses against IPv4-mapped IPv6 rules.
const blockedV4 = new BlockList();
const blockedV6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blockedV4.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  // ::/96 holds the deprecated IPv4-compatible addresses (::127.0.0.1) and :: and ::1 themselves;
  // 2002::/16 is 6to4 (an IPv4 address inside), fec0::/10 the deprecated site-local range.
  ['::', 96],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['fd00:ec2::', 32],
] as const)
  blockedV6.addSubnet(network, prefix, 'ipv6');

const mappedV4 = (address: string) => /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];

/** True when an IP address is one a webhook may never reach (private, loopback, link-local, metadata …). */
export const isForbiddenAddress = (address: string): boolean => {
  const v4 = mappedV4(address);
  if (v4) return blockedV4.check(v4, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return family === 4 ? blockedV4.check(address, 'ipv4') : blockedV6.check(address, 'ipv6');
};

export interface UrlPolicy {
  /** Local use: `http` and loopback/private addresses allowed. */
  readonly allowPrivate: boolean;
}

/** Why a URL is refused before any lookup (scheme, credentials, shape), or undefined when its form is fine. */
export const urlFormProblem = (raw: string, policy: UrlPolicy): string | undefined => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.protocol !== 'https:' && !(policy.allowPrivate && url.protocol === 'http:')) return 'must use https';
  if (url.username || url.password) return 'must not contain credentials';
  if (url.hash) return 'must not contain a fragment';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!policy.allowPrivate && (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal')))
    return 'must not point to a private or local address';
  if (!policy.allowPrivate && isIP(host) && isForbiddenAddress(host))
    return 'must not point to a private or local address';
  return undefined;
};

/** Resolves a host and refuses it when any of its addresses is forbidden (the form is checked first). */
export const urlProblem = async (raw: string, policy: UrlPolicy, resolve = lookup): Promise<string | undefined> => {
  const form = urlFormProblem(raw, policy);
  if (form || policy.allowPrivate) return form;
  const host = new URL(raw).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return undefined;
  let addresses: { address: string }[];
  try {
    addresses = await resolve(host, { all: true });
  } catch {
    return 'host does not resolve';
  }
  return addresses.some(({ address }) => isForbiddenAddress(address))
    ? 'must not point to a private or local address'
    : undefined;
};

/**
 * A `lookup` for node:http(s) requests that refuses forbidden addresses (error code `EFORBIDDEN`):
 * the address checked is the one connected to, so DNS cannot swap in an internal one after a check.
 */
export const forbiddenAddressLookup: NonNullable<RequestOptions['lookup']> = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 4);
    const forbidden = addresses.find(({ address }) => isForbiddenAddress(address));
    if (forbidden) return callback(Object.assign(new Error('address not allowed'), { code: 'EFORBIDDEN' }), '', 4);
    if ((options as { all?: boolean }).all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const first = addresses[0] as LookupAddress;
    return callback(null, first.address, first.family);
  });
};
