import { lookup as dnsLookup } from "node:dns/promises";
import ipaddr from "ipaddr.js";
import type { Env } from "../../env";

/** Every address a name resolves to (both families). */
export type LookupFn = (hostname: string) => Promise<ReadonlyArray<{ address: string; family: number }>>;

/**
 * Where the server may send requests of its own (calendar feeds, webhooks): any public address, and the hosts an
 * operator names on purpose (OUTBOUND_ALLOW_HOSTS: a self-hosted calendar on the office network, a test listener).
 */
export type OutboundPolicy = { allowHosts: ReadonlySet<string>; lookup: LookupFn };

const systemLookup: LookupFn = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export function outboundPolicy(
  env: Pick<Env, "OUTBOUND_ALLOW_HOSTS">,
  lookup: LookupFn = systemLookup,
): OutboundPolicy {
  return {
    allowHosts: new Set(env.OUTBOUND_ALLOW_HOSTS.map((host) => host.toLowerCase().replace(/^\[|\]$/g, ""))),
    lookup,
  };
}

/**
 * Whether an address is on the public internet: not loopback, private, link-local, unique-local, carrier-grade NAT,
 * multicast, broadcast, unspecified or reserved, in IPv4, IPv6 or IPv4 written as IPv6 (::ffff:127.0.0.1). Addresses
 * that carry an IPv4 address inside them (6to4, NAT64, Teredo) are refused as well: their IPv4 part is not checked.
 */
export function isPublicAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, "");
  if (!ipaddr.isValid(bare)) return false;
  return ipaddr.process(bare).range() === "unicast";
}

/** A URL's host as the allow-list and the checks read it: lower case, IPv6 without its brackets. */
export const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^\[|\]$/g, "");
