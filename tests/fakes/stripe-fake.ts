import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A small local stand-in for the Stripe endpoints the app calls, so tests run the real SDK
 * (form-encoded requests, Bearer key, error shapes) against 127.0.0.1. Every request is recorded.
 */

type Json = Record<string, any>;
type RecordedRequest = { method: string; path: string; body: Json; authorization: string | undefined };

export type StripeFake = {
  url: string;
  requests: RecordedRequest[];
  /** The last request to a path, e.g. "POST /v1/checkout/sessions". */
  last: (route: string) => RecordedRequest | undefined;
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  /** Subscription invoices by id; a subscription's `latest_invoice` names the last one. */
  invoices: Map<string, Json>;
  /**
   * What Stripe does when the buyer pays: the session completes and, in subscription mode, a
   * subscription starts with its first invoice, paid. With `trial_period_days` the subscription is
   * "trialing" until `trial_end` and that first invoice is for $0.
   */
  completeSession: (
    sessionId: string,
    options?: { email?: string; name?: string; customer?: string; shipping?: Json },
  ) => Json;
  /** Replaces fields of a stored subscription (its state "now", as the app will fetch it). */
  updateSubscription: (id: string, patch: Json) => Json;
  /**
   * What Stripe does when a subscription's period (or its trial) ends: it charges the plan's price
   * for the next month, and the subscription is "active" for that month. Returns the paid invoice.
   */
  renewSubscription: (id: string) => Json;
  close: () => Promise<void>;
};

const DAY = 24 * 60 * 60;
/** The address a buyer types on Stripe's page when the checkout collects one. */
const TEST_SHIPPING = {
  name: "Sam Camper",
  address: { line1: "12 Pine St", line2: null, city: "Bend", state: "OR", postal_code: "97701", country: "US" },
};

export async function startStripeFake(): Promise<StripeFake> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const products = new Map<string, Json>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test_${++counter}${Math.random().toString(36).slice(2, 8)}`;

  /** Records a paid invoice of `sub` whose line is the subscription's current period. */
  function issueInvoice(
    sub: Json,
    amountPaid: number,
    billingReason: string,
    periodStart: number,
    periodEnd: number,
  ): Json {
    const item = sub.items.data[0];
    const invoice = {
      id: nextId("in"),
      object: "invoice",
      customer: sub.customer,
      status: "paid",
      billing_reason: billingReason,
      amount_due: amountPaid,
      amount_paid: amountPaid,
      currency: "usd",
      period_start: periodStart,
      period_end: periodEnd,
      parent: { type: "subscription_details", subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      lines: {
        object: "list",
        data: [
          {
            id: nextId("il"),
            object: "line_item",
            amount: amountPaid,
            period: { start: item.current_period_start, end: item.current_period_end },
          },
        ],
      },
    };
    invoices.set(invoice.id, invoice);
    return invoice;
  }

  /**
   * POST /v1/subscriptions/:id as Stripe applies it: metadata merged (an empty value removes the key),
   * cancel_at_period_end, and an item's new price_data (its product must exist). With
   * proration_behavior=always_invoice a price change is invoiced and paid at once for the rest of
   * the period; with "none" the new price is billed from the next period.
   */
  function updateSub(sub: Json, body: Json): [number, Json] {
    if (body.metadata) {
      const merged = { ...sub.metadata, ...body.metadata };
      sub.metadata = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== ""));
    }
    if (body.cancel_at_period_end !== undefined) sub.cancel_at_period_end = body.cancel_at_period_end === "true";
    for (const change of body.items ?? []) {
      const item = sub.items.data.find((i: Json) => i.id === change.id);
      if (!item) return [400, stripeError(`Invalid subscription item: ${change.id}`, "resource_missing")];
      const pd = change.price_data;
      if (!pd) continue;
      if (!products.has(pd.product)) return [400, stripeError(`No such product: '${pd.product}'`, "resource_missing")];
      const before = Number(item.price.unit_amount);
      const after = Number(pd.unit_amount);
      item.price = {
        id: nextId("price"),
        object: "price",
        product: pd.product,
        unit_amount: after,
        currency: pd.currency,
        recurring: { interval: pd.recurring?.interval ?? "month" },
      };
      if (body.proration_behavior === "always_invoice") {
        const t = now();
        const left = Math.max(
          0,
          Math.min(1, (item.current_period_end - t) / (item.current_period_end - item.current_period_start)),
        );
        const amount = sub.status === "trialing" ? 0 : Math.max(0, Math.round((after - before) * left));
        const invoice = issueInvoice(sub, amount, "subscription_update", t, t);
        invoice.lines.data[0].period = { start: t, end: item.current_period_end };
        sub.latest_invoice = invoice.id;
      }
    }
    const out = structuredClone(sub);
    if ((body.expand ?? []).includes("latest_invoice") && out.latest_invoice)
      out.latest_invoice = structuredClone(invoices.get(out.latest_invoice));
    return [200, out];
  }

  function route(method: string, path: string, body: Json): [number, Json] {
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const id = nextId("cs");
      const amount =
        (body.line_items ?? []).reduce(
          (sum: number, li: Json) => sum + Number(li.price_data?.unit_amount ?? 0) * Number(li.quantity ?? 1),
          0,
        ) + Number(body.shipping_options?.[0]?.shipping_rate_data?.fixed_amount?.amount ?? 0);
      const session = {
        ...body,
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: "open",
        payment_status: "unpaid",
        amount_total: body.subscription_data?.trial_period_days ? 0 : amount,
        currency: "usd",
        metadata: body.metadata ?? {},
        client_reference_id: body.client_reference_id ?? null,
        customer: body.customer ?? null,
        customer_email: body.customer_email ?? null,
        customer_details: null,
        subscription: null,
      };
      sessions.set(id, session);
      return [200, session];
    }
    let m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === "GET" && m) return found(sessions.get(m[1]!), "checkout session", m[1]!);
    m = /^\/v1\/invoices\/([^/]+)$/.exec(path);
    if (method === "GET" && m) return found(invoices.get(m[1]!), "invoice", m[1]!);
    m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (m && method === "GET") return found(subscriptions.get(m[1]!), "subscription", m[1]!);
    if (m && method === "POST") {
      const sub = subscriptions.get(m[1]!);
      if (!sub) return found(sub, "subscription", m[1]!);
      return updateSub(sub, body);
    }
    m = /^\/v1\/products\/([^/]+)$/.exec(path);
    if (m && method === "GET") return found(products.get(m[1]!), "product", m[1]!);
    if (method === "POST" && path === "/v1/products") {
      const id = body.id ?? nextId("prod");
      if (products.has(id)) return [400, stripeError(`Product already exists.`, "resource_already_exists")];
      const product = { id, object: "product", name: body.name, metadata: body.metadata ?? {} };
      products.set(id, product);
      return [200, product];
    }
    m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (m && method === "DELETE") {
      const sub = subscriptions.get(m[1]!);
      if (sub) Object.assign(sub, { status: "canceled", canceled_at: now(), ended_at: now() });
      return found(sub, "subscription", m[1]!);
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const id = nextId("bps");
      return [
        200,
        {
          id,
          object: "billing_portal.session",
          customer: body.customer,
          return_url: body.return_url,
          url: `https://billing.stripe.test/p/session/${id}`,
        },
      ];
    }
    if (method === "POST" && path === "/v1/customers") {
      return [200, { id: nextId("cus"), object: "customer", email: body.email ?? null, metadata: body.metadata ?? {} }];
    }
    return [404, stripeError(`Unrecognized request URL (${method}: ${path}).`, undefined)];
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const raw = await new Promise<string>((resolve) => {
      let data = "";
      req.on("data", (chunk) => (data += chunk));
      req.on("end", () => resolve(data));
    });
    const url = new URL(req.url ?? "/", "http://fake");
    const method = req.method ?? "GET";
    const body = parseForm(method === "GET" || method === "DELETE" ? url.search.slice(1) : raw);
    requests.push({ method, path: url.pathname, body, authorization: req.headers.authorization });
    const [status, payload] = req.headers.authorization?.startsWith("Bearer sk_")
      ? route(method, url.pathname, body)
      : [401, stripeError("You did not provide an API key.", undefined, "invalid_request_error")];
    res.writeHead(status, { "content-type": "application/json", "request-id": `req_${counter}` });
    res.end(JSON.stringify(payload));
  };
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    last: (r) => {
      const [method, path] = r.split(" ");
      return requests.filter((q) => q.method === method && q.path === path).at(-1);
    },
    sessions,
    subscriptions,
    invoices,
    completeSession(sessionId, options = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const customer = options.customer ?? session.customer ?? nextId("cus");
      const trialDays = Number(session.subscription_data?.trial_period_days ?? 0);
      Object.assign(session, {
        status: "complete",
        payment_status: session.amount_total > 0 ? "paid" : "no_payment_required",
        customer,
        customer_details: { email: options.email ?? session.customer_email ?? null, name: options.name ?? null },
        // A checkout that collects an address hands it back as Stripe does.
        ...(session.shipping_address_collection
          ? { collected_information: { shipping_details: options.shipping ?? TEST_SHIPPING } }
          : {}),
      });
      if (session.mode === "subscription") {
        const start = now();
        const price = session.line_items[0].price_data;
        const sub = {
          id: nextId("sub"),
          object: "subscription",
          status: trialDays ? "trialing" : "active",
          customer,
          metadata: session.subscription_data?.metadata ?? {},
          cancel_at_period_end: false,
          trial_end: trialDays ? start + trialDays * DAY : null,
          latest_invoice: null as string | null,
          items: {
            object: "list",
            data: [
              {
                id: nextId("si"),
                object: "subscription_item",
                current_period_start: start,
                current_period_end: start + (trialDays || 30) * DAY,
                price: {
                  id: nextId("price"),
                  object: "price",
                  unit_amount: Number(price.unit_amount),
                  currency: "usd",
                  recurring: { interval: "month" },
                },
              },
            ],
          },
        };
        subscriptions.set(sub.id, sub);
        // The first invoice is for the first period: the trial's at $0, else the month's price, paid at checkout.
        const first = issueInvoice(
          sub,
          trialDays ? 0 : sub.items.data[0]!.price.unit_amount,
          "subscription_create",
          start,
          start,
        );
        sub.latest_invoice = first.id;
        session.subscription = sub.id;
      }
      return structuredClone(session);
    },
    updateSubscription(id, patch) {
      const sub = subscriptions.get(id);
      if (!sub) throw new Error(`no subscription ${id}`);
      Object.assign(sub, patch);
      return structuredClone(sub);
    },
    renewSubscription(id) {
      const sub = subscriptions.get(id);
      if (!sub) throw new Error(`no subscription ${id}`);
      if (sub.status === "canceled") throw new Error(`subscription ${id} is canceled`);
      const item = sub.items.data[0];
      const previousStart = item.current_period_start as number;
      const start = item.current_period_end as number;
      Object.assign(item, { current_period_start: start, current_period_end: start + 30 * DAY });
      // Like Stripe, the invoice's own period_start/period_end are the period just ended; its line is the new month.
      const invoice = issueInvoice(sub, item.price.unit_amount, "subscription_cycle", previousStart, start);
      Object.assign(sub, { status: "active", latest_invoice: invoice.id });
      return structuredClone(invoice);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function found(object: Json | undefined, what: string, id: string): [number, Json] {
  return object ? [200, object] : [404, stripeError(`No such ${what}: '${id}'`, "resource_missing")];
}

function stripeError(message: string, code: string | undefined, type = "invalid_request_error"): Json {
  return { error: { type, code, message } };
}

const now = () => Math.floor(Date.now() / 1000);

/** Form bodies as the SDK encodes them: `line_items[0][price_data][currency]=usd`. */
function parseForm(text: string): Json {
  const out: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: any = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
      node = node[part];
    });
  }
  return out;
}

/** A Stripe event envelope around `object`. */
export function stripeEvent(
  type: string,
  object: Json,
  id = `evt_test_${Math.random().toString(36).slice(2, 12)}`,
): Json {
  return {
    id,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: now(),
    livemode: false,
    pending_webhooks: 1,
    type,
    data: { object },
  };
}

/** The body and headers Stripe would POST for `event`, signed with `secret`. */
export function signedDelivery(event: Json, secret: string): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(event);
  return {
    body,
    headers: {
      "content-type": "application/json",
      "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload: body, secret }),
    },
  };
}
