import { BlockList, isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";

/** One trusted proxy: an address ("10.0.0.7", "::1") or a range ("10.0.0.0/8", "fd00::/8"). */
export function isProxyEntry(entry: string): boolean {
  const [address, bits, extra] = entry.split("/");
  const family = isIP(address ?? "");
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const lists = new WeakMap<readonly string[], BlockList>();

function trustedList(proxies: readonly string[]): BlockList {
  let list = lists.get(proxies);
  if (!list) {
    list = new BlockList();
    for (const entry of proxies) {
      const [address, bits] = entry.split("/") as [string, string | undefined];
      const type = isIP(address) === 4 ? "ipv4" : "ipv6";
      if (bits === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(bits), type);
    }
    lists.set(proxies, list);
  }
  return list;
}

/** "::ffff:10.0.0.7" is how a dual-stack socket reports an IPv4 peer. */
function plain(address: string): string {
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address;
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * The caller's address. X-Forwarded-For is anyone's to write, so it is read only when the
 * request came from a trusted proxy, and then from the right: each trusted proxy appends the
 * address it saw, so the right-most address that is not a trusted proxy is the client.
 */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: readonly string[],
): string {
  if (!socketAddress) return "unknown";
  let address = plain(socketAddress);
  if (!trustedProxies.length || !forwardedFor) return address;
  const list = trustedList(trustedProxies);
  const hops = forwardedFor
    .split(",")
    .map((hop) => plain(hop.trim()))
    .reverse();
  for (const hop of hops) {
    if (!isTrusted(list, address)) return address;
    // A trusted proxy never writes anything but an address; whatever else is there came from the client.
    if (!isIP(hop)) return address;
    address = hop;
  }
  return address;
}

export function clientAddress(c: Parameters<typeof getConnInfo>[0], trustedProxies: readonly string[]): string {
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    socketAddress = undefined;
  }
  return resolveClientAddress(socketAddress, c.req.header("x-forwarded-for"), trustedProxies);
}
