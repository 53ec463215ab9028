import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { adminPageData, RequireAdmin } from "@/features/admin/shared/admin-gate";
import { AdminShell, DASHBOARD_BACK } from "@/features/admin/shared/admin-shell";
import { useSeo } from "@/lib/seo/use-seo";
import { DATA_LAYER_CHANNEL, dataLayer, trackEvent, type DataLayerEvent } from "@/lib/analytics";

const KEEP = 100;

/** /analytics-test: the events the site pushes to its data layer, live from every tab, and a test event. */
export function AnalyticsTestPage() {
  useSeo({ title: "Analytics test", description: "Watch the site's analytics events as they happen." });
  return (
    <RequireAdmin>
      {(user) => (
        <AdminShell
          title="Analytics test"
          subtitle="Every event the site pushes to window.dataLayer, here and in your other Wildluxe tabs, as it happens."
          back={DASHBOARD_BACK}
          user={user}
        >
          <EventLog />
        </AdminShell>
      )}
    </RequireAdmin>
  );
}

function EventLog() {
  const [events, setEvents] = useState<DataLayerEvent[]>([]);
  useEffect(() => {
    setEvents([...dataLayer()].reverse().slice(0, KEEP));
    const channel = new BroadcastChannel(DATA_LAYER_CHANNEL);
    const add = (event: DataLayerEvent) => setEvents((list) => [event, ...list].slice(0, KEEP));
    channel.onmessage = (message: MessageEvent<DataLayerEvent>) => add({ ...message.data, source: "another tab" });
    // This tab's own pushes arrive by wrapping the data layer's push.
    const layer = dataLayer();
    const push = layer.push.bind(layer);
    layer.push = (...items: DataLayerEvent[]) => {
      for (const item of items) add({ ...item, source: "this tab" });
      return push(...items);
    };
    return () => {
      channel.close();
      layer.push = push;
    };
  }, []);
  return (
    <div className="space-y-6">
      <section className="rounded-2xl border border-forest-900/10 bg-white p-5 text-sm text-muted">
        <p>
          A tag manager (for example Google Tag Manager's container snippet) reads{" "}
          <code className="font-mono text-forest-900">window.dataLayer</code>: each{" "}
          <code className="font-mono">page_view</code> below is what its page-view trigger would fire on, with the path.
          No tag is installed on this site, so nothing leaves the browser. Open the site in another tab and move around:
          its events appear here.
        </p>
        <Button
          className="mt-4"
          size="sm"
          onClick={() => trackEvent({ event: "analytics_test", note: "Fired from /analytics-test" })}
        >
          Fire a test event
        </Button>
      </section>
      <section aria-labelledby="events-title">
        <h2 id="events-title" className="text-xl text-forest-950">
          Last {KEEP} events <span className="text-sm text-muted">({events.length} so far)</span>
        </h2>
        {events.length === 0 ? (
          <p className="mt-3 text-sm text-muted">No events yet.</p>
        ) : (
          <ol aria-label="Data layer events" className="mt-3 space-y-2">
            {events.map((e, i) => (
              <li key={`${String(e.at)}-${i}`} className="rounded-xl border border-forest-900/10 bg-white p-3">
                <p className="text-sm font-semibold text-forest-950">
                  {e.event} <span className="font-normal text-muted">· {String(e.source ?? "this tab")}</span>
                </p>
                <pre className="mt-1 overflow-x-auto text-xs text-ink">{JSON.stringify(e, null, 2)}</pre>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/** Only the admin check: the events are read from this browser's data layer, once it runs. */
export const analyticsTestPageData = adminPageData(() => []);
