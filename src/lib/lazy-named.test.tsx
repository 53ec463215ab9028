import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { lazyComponent, preloadLazyParts, RenderedLazyParts } from "./lazy-named";

const Waiting = () => <p>waiting</p>;

/** What a render shows at once, without waiting for anything. */
const shownAtOnce = (node: React.ReactNode) => renderToString(<Suspense fallback={<Waiting />}>{node}</Suspense>);

describe("lazy parts", () => {
  it("render at once, without suspending, once preloaded by name", async () => {
    const Card = lazyComponent("TestCard", async () => ({ title }: { title: string }) => <h2>{title}</h2>);
    expect(shownAtOnce(<Card title="Fern Hollow" />)).toContain("waiting");
    await preloadLazyParts(["TestCard"]);
    expect(shownAtOnce(<Card title="Fern Hollow" />)).toContain("<h2>Fern Hollow</h2>");
  });

  it("load the parts inside a part as its module arrives, and pass over names no module has", async () => {
    let Inner: ReturnType<typeof lazyComponent<object>> | undefined;
    const Outer = lazyComponent("TestOuter", async () => {
      // The outer module names the part it holds when it runs, as a route module does its tabs.
      Inner = lazyComponent("TestInner", async () => () => <span>inner part</span>);
      const Holder = () => (Inner ? <Inner /> : null);
      return Holder;
    });
    await preloadLazyParts(["TestOuter", "TestInner", "NoSuchPart"]);
    expect(shownAtOnce(<Outer />)).toContain("<span>inner part</span>");
  });

  it("hold a part that holds others until the code of every part the first screen named has come", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const Tab = lazyComponent("TestHeldTab", async () => {
      await held;
      return () => <p>tab</p>;
    });
    // As the admin dashboard holds a tab: in a boundary of its own.
    const HoldingPage = () => (
      <section>
        page
        <Suspense fallback={<i>tab waiting</i>}>
          <Tab />
        </Suspense>
      </section>
    );
    const Page = lazyComponent("TestHoldingPage", async () => HoldingPage, { holdsOthers: true });
    const firstScreen = preloadLazyParts(["TestHoldingPage", "TestHeldTab"]);
    await Page.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The page's own code is there, the tab's is not: the page waits, rather than show a tab that is not live.
    const before = shownAtOnce(<Page />);
    expect(before).toContain("<p>waiting</p>");
    expect(before).not.toContain("<section>");
    release();
    await firstScreen;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shownAtOnce(<Page />)).toContain("<p>tab</p>");
  });

  it("leave a part whose code failed to load to its render, which fails as before", async () => {
    const Broken = lazyComponent("TestBroken", () => Promise.reject(new Error("chunk gone")));
    await expect(preloadLazyParts(["TestBroken"])).resolves.toBeUndefined();
    expect(() => renderToString(<Broken />)).toThrow("chunk gone");
  });

  it("are named by the server render that used them, parts inside parts too", async () => {
    const Tab = lazyComponent("TestTab", async () => () => <p>tab</p>);
    const Page = lazyComponent("TestPage", async () => () => <Tab />);
    const Unused = lazyComponent("TestUnused", async () => () => <p>never shown</p>);
    const used = new Set<string>();
    const { prelude } = await prerender(
      <RenderedLazyParts.Provider value={used}>
        <Suspense fallback={<Waiting />}>
          <Page />
        </Suspense>
        {/* eslint-disable-next-line no-constant-binary-expression -- a part in the tree that never renders */}
        {false && <Unused />}
      </RenderedLazyParts.Provider>,
    );
    expect(await new Response(prelude).text()).toContain("<p>tab</p>");
    expect([...used].sort()).toEqual(["TestPage", "TestTab"]);
  });
});
