import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "./base-url";
import { launchBrowser, reloadPage, signUpInBrowser, visit, watchPage, type TestBrowser } from "./browser";

let browser: TestBrowser;
let owner: Page;
let friend: Page;
const errors: string[] = [];

const stamp = Date.now().toString(36);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function memberPage(width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  errors.push(...watchPage(page));
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await memberPage(1280);
  // The friend plans on a phone.
  friend = await memberPage(390);
});
afterAll(() => browser?.close());

describe("two members plan one trip by link", () => {
  let inviteUrl = "";
  let stayName = "";

  it("the owner starts a trip from a search result with the keyboard", async () => {
    await signUpInBrowser(owner, baseUrl, {
      fullName: "Olive Owner",
      username: `olive_${stamp}`,
      password: "cedar-smoke-42",
    });
    await visit(owner, `${baseUrl}/listings`);
    const menu = owner.getByRole("button", { name: /^Add to trip \(/ }).first();
    stayName = /^Add to trip \((.+)\)$/.exec(((await menu.textContent()) ?? "").replace(/\s+/g, " ").trim())?.[1] ?? "";
    expect(stayName).not.toBe("");
    await menu.focus();
    await owner.keyboard.press("Enter");
    // No trips yet: the menu's only choice has the focus.
    const start = owner.getByRole("button", { name: "+ New trip with this stay" });
    await expect.poll(() => start.evaluate((el) => el === document.activeElement)).toBe(true);
    await owner.keyboard.press("Enter");
    await owner.getByLabel("Trip name").fill("Lakes weekend");
    await owner.getByRole("dialog").getByLabel("Check-in").fill(inDays(30));
    await owner.getByRole("dialog").getByLabel("Check-out").fill(inDays(33));
    await owner.getByRole("button", { name: "Create trip" }).click();
    await owner.getByText("Trip created").waitFor();

    await visit(owner, `${baseUrl}/trip-planning`);
    await owner.getByRole("link", { name: /Lakes weekend/ }).click();
    await owner.getByRole("heading", { name: "Lakes weekend", level: 1 }).waitFor();
    await owner.getByRole("link", { name: stayName, exact: true }).waitFor();
    // Free or not comes from the stay's calendar (tests/api/trips.test.ts checks which).
    await owner.getByText(/^(Free|Not free) for your dates$/).waitFor();
    expect(await owner.getByText(/3 nights/).count()).toBeGreaterThan(0);
    inviteUrl = await owner.getByLabel("Invite link").inputValue();
    expect(inviteUrl).toMatch(new RegExp(`^${baseUrl}/trip-planning/join/`));

    // Also by email: a bad address is refused with its message; a good one is mailed and the field clears.
    const invite = owner.getByRole("form", { name: "Invite by email" });
    await invite.getByLabel("Invite by email").fill("fern@");
    await invite.getByRole("button", { name: "Send invite" }).click();
    await invite.getByRole("alert").filter({ hasText: "Enter a valid email address." }).waitFor();
    await invite.getByLabel("Invite by email").fill(`robin_${stamp}@example.com`);
    await invite.getByRole("button", { name: "Send invite" }).click();
    await owner.getByText("Invite sent").waitFor();
    expect(await invite.getByLabel("Invite by email").inputValue()).toBe("");
  });

  it("a friend opens the link, signs up, joins and votes once", async () => {
    await visit(friend, inviteUrl);
    await friend.getByRole("heading", { name: "Join “Lakes weekend”" }).waitFor();
    await friend.getByText("Olive Owner invites you").waitFor();
    await signUpInBrowser(friend, baseUrl, {
      fullName: "Fern Friend",
      username: `fern_${stamp}`,
      password: "pine-needle-77",
    });
    await visit(friend, inviteUrl);
    await friend.getByRole("button", { name: "Join trip" }).click();
    await friend.getByRole("heading", { name: "Lakes weekend", level: 1 }).waitFor();

    const vote = friend.getByRole("button", { name: `Vote for ${stayName}` });
    await vote.click();
    await expect.poll(() => vote.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => friend.getByTestId("vote-count").first().innerText()).toBe("1 vote · most");
    // No one on the trip sees the address the owner invited by email.
    expect(await friend.locator("body").innerText()).not.toContain(`robin_${stamp}@example.com`);
    await friend.getByLabel("Add a note").fill("The sauna one, please!");
    await friend.getByRole("button", { name: "Post note" }).click();
    await friend.getByText("The sauna one, please!").waitFor();
  });

  it("the friend opens the stay from the trip, and its Add to trip menu opens whole on the phone's screen", async () => {
    await friend.getByRole("link", { name: stayName, exact: true }).click();
    await friend.getByRole("heading", { name: stayName, level: 1 }).waitFor();
    const button = friend.getByRole("button", { name: `Add to trip (${stayName})` });
    await button.click();
    // The trip already has the stay: its choice opens the trip.
    await friend.getByRole("button", { name: /^Lakes weekend\s*Added · open$/ }).waitFor();
    const box = await friend.locator(`#${await button.getAttribute("aria-controls")}`).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });

  it("the owner sees the friend's vote and note, adds a vote, and revokes the link", async () => {
    await reloadPage(owner);
    await owner.getByRole("button", { name: "Remove Fern Friend" }).waitFor();
    await owner.getByText("The sauna one, please!").waitFor();
    await owner.getByRole("button", { name: `Vote for ${stayName}` }).click();
    await expect.poll(() => owner.getByTestId("vote-count").first().innerText()).toMatch(/^2 votes/);
    await owner.getByText("Voted by Fern Friend and you").waitFor();

    await owner.getByRole("button", { name: "Revoke link" }).click();
    await owner.getByRole("button", { name: "New invite link" }).waitFor();
    await visit(friend, inviteUrl);
    await friend.getByRole("heading", { name: "This invite link no longer works" }).waitFor();
    await friend.getByText("This invite link is no longer valid. Ask the trip's owner for a new one.").waitFor();
    expect(errors).toEqual([]);
  });
});
