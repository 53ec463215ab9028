import { describe, expect, it } from "vitest";
import { OutboundError, resolveChecked } from "./fetch";
import { isPublicAddress, outboundPolicy, type LookupFn } from "./policy";

// Every class of address the server must never call on a member's behalf. These are only classified and resolved
// here, never connected to.
const INTERNAL: Array<[string, string]> = [
  ["loopback", "127.0.0.1"],
  ["loopback, not the usual one", "127.0.0.2"],
  ["unspecified", "0.0.0.0"],
  ["this network", "0.1.2.3"],
  ["private 10/8", "10.1.2.3"],
  ["private 172.16/12", "172.16.0.1"],
  ["private 172.31", "172.31.255.254"],
  ["private 192.168/16", "192.168.1.1"],
  ["link-local (cloud metadata)", "169.254.169.254"],
  ["carrier-grade NAT", "100.64.0.1"],
  ["multicast", "224.0.0.1"],
  ["broadcast", "255.255.255.255"],
  ["reserved", "240.0.0.1"],
  ["IPv6 loopback", "::1"],
  ["IPv6 unspecified", "::"],
  ["IPv6 unique-local", "fc00::1"],
  ["IPv6 unique-local fd", "fd12:3456::1"],
  ["IPv6 link-local", "fe80::1"],
  ["IPv6 multicast", "ff02::1"],
  ["IPv4-mapped loopback", "::ffff:127.0.0.1"],
  ["IPv4-mapped private", "::ffff:10.0.0.1"],
  ["IPv4-mapped link-local, hex", "::ffff:a9fe:a9fe"],
  ["NAT64 of a private address", "64:ff9b::a00:1"],
  ["6to4 of a private address", "2002:a00:1::"],
  ["in brackets", "[::1]"],
  ["not an address", "intranet"],
];

const PUBLIC = ["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8"];

const policyWith = (answers: Record<string, string[]>, allow = "") =>
  outboundPolicy({ OUTBOUND_ALLOW_HOSTS: allow ? allow.split(",") : [] }, (async (host: string) => {
    const list = answers[host];
    if (!list) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
    return list.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  }) satisfies LookupFn);

describe("isPublicAddress", () => {
  it.each(INTERNAL)("refuses %s (%s)", (_name, address) => expect(isPublicAddress(address)).toBe(false));
  it.each(PUBLIC)("allows %s", (address) => expect(isPublicAddress(address)).toBe(true));
});

describe("resolveChecked", () => {
  it.each(INTERNAL.filter(([, a]) => a !== "intranet" && !a.startsWith("[")))(
    "refuses a public-looking name that resolves to %s (%s)",
    async (_name, address) => {
      const policy = policyWith({ "calendar.example.com": [address] });
      await expect(resolveChecked(new URL("https://calendar.example.com/a.ics"), policy)).rejects.toEqual(
        new OutboundError("refused"),
      );
    },
  );

  it("refuses a name when any of its addresses is internal, whatever comes first", async () => {
    const policy = policyWith({ "mixed.example.com": ["93.184.216.34", "10.0.0.7"] });
    await expect(resolveChecked(new URL("https://mixed.example.com/"), policy)).rejects.toMatchObject({
      reason: "refused",
    });
  });

  it.each([
    "http://127.0.0.2/secret",
    "http://0.0.0.0/",
    "http://0/",
    "http://2130706433/",
    "http://0x7f000001/",
    "http://127.1/",
    "http://[::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:7f00:1]/",
    "http://[0:0:0:0:0:ffff:a9fe:a9fe]/latest/meta-data/",
    "http://169.254.169.254/latest/meta-data/",
    "http://10.0.0.1/",
    "http://[fd00::1]/",
    "http://[fe80::1]/",
  ])("refuses the address written in the URL: %s", async (url) => {
    await expect(resolveChecked(new URL(url), policyWith({}))).rejects.toMatchObject({ reason: "refused" });
  });

  it("refuses other schemes", async () => {
    for (const url of ["file:///etc/passwd", "ftp://calendar.example.com/a.ics", "gopher://calendar.example.com/"]) {
      await expect(resolveChecked(new URL(url), policyWith({}))).rejects.toMatchObject({ reason: "refused" });
    }
  });

  it("answers with the checked address for a public name, and says a name that does not resolve cannot be reached", async () => {
    const policy = policyWith({ "calendar.example.com": ["93.184.216.34"] });
    expect(await resolveChecked(new URL("https://calendar.example.com/"), policy)).toEqual({
      address: "93.184.216.34",
      family: 4,
    });
    await expect(resolveChecked(new URL("https://nowhere.example.com/"), policy)).rejects.toMatchObject({
      reason: "unreachable",
    });
  });

  it("lets through the hosts an operator allows on purpose, by name or address, and only those", async () => {
    const policy = policyWith(
      { "cal.office.lan": ["192.168.1.20"], "nas.office.lan": ["192.168.1.21"] },
      "cal.office.lan,[::1]",
    );
    expect(await resolveChecked(new URL("http://cal.office.lan/a.ics"), policy)).toEqual({
      address: "192.168.1.20",
      family: 4,
    });
    expect(await resolveChecked(new URL("http://[::1]:8080/"), policy)).toEqual({ address: "::1", family: 6 });
    await expect(resolveChecked(new URL("http://nas.office.lan/"), policy)).rejects.toMatchObject({
      reason: "refused",
    });
    await expect(resolveChecked(new URL("http://127.0.0.1/"), policy)).rejects.toMatchObject({ reason: "refused" });
  });
});
