import { Hono } from "hono";
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { isCrossSiteRequest } from "../auth/csrf";
import { AppError } from "../lib/errors";
import { completeDemoCheckout, demoCheckoutView, type DemoCheckoutView } from "../services/payments/demo-checkout";
import type { AppDeps } from "../deps";
import { countryName } from "@shared/countries";
import { invalidates } from "./public-cache";

/**
 * The demo checkout page (GET/POST /demo-checkout/:sessionId), served only while payments run
 * without a Stripe key (never in production: env.ts requires one). Completing it runs the real webhook fulfilment.
 */
export function demoCheckoutRoutes(deps: AppDeps) {
  return new Hono()
    .use("*", async (c, next) => {
      if (deps.env.STRIPE_SECRET_KEY) {
        return c.html(page("Not found", html`<p>There is no demo checkout here.</p>`), 404);
      }
      await next();
    })
    .get("/:sessionId", async (c) => {
      const view = await demoCheckoutView(deps, c.req.param("sessionId"));
      if (!view) return c.html(expired(), 404);
      return c.html(checkoutPage(view));
    })
    .post("/:sessionId", invalidates("public", deps.metrics), async (c) => {
      const id = c.req.param("sessionId");
      const form = await c.req.parseBody();
      // The form carries its session id and must come from this site's own page.
      const origin = c.req.header("origin");
      const secFetchSite = c.req.header("sec-fetch-site");
      const host = c.req.header("host") ?? new URL(c.req.url).host;
      const sameOrigin =
        Boolean(origin || secFetchSite) &&
        !isCrossSiteRequest("POST", { origin, host, secFetchSite }, deps.env.APP_URL);
      if (form.session_id !== id || !sameOrigin) {
        return c.html(
          page("Request refused", html`<p>This request did not come from the demo checkout page.</p>`),
          403,
        );
      }
      const view = await demoCheckoutView(deps, id);
      if (!view) return c.html(expired(), 404);
      try {
        const address = {
          name: form.ship_name,
          line1: form.ship_line1,
          city: form.ship_city,
          state: form.ship_state || undefined,
          postalCode: form.ship_postal,
          country: form.ship_country,
        };
        const { redirectTo } = await completeDemoCheckout(
          deps,
          id,
          typeof form.email === "string" ? form.email : undefined,
          address,
        );
        return c.redirect(redirectTo, 303);
      } catch (error) {
        if (error instanceof AppError && error.status < 500)
          return c.html(checkoutPage(view, error.message), error.status);
        throw error;
      }
    });
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function price(view: DemoCheckoutView) {
  if (view.trialDays) return `${view.trialDays} days free, then ${dollars(view.amount)} per month`;
  return view.recurring ? `${dollars(view.amount)} per month` : dollars(view.amount);
}

function checkoutPage(view: DemoCheckoutView, error?: string) {
  const emailField = view.needsEmail
    ? html`<label
        >Email for your account and receipt
        <input type="email" name="email" required autocomplete="email" maxlength="254" />
      </label>`
    : view.email
      ? html`<p class="muted">Receipt to ${view.email}</p>`
      : "";
  const addressFields = view.shippingCountries
    ? html`<fieldset>
        <legend>Shipping address</legend>
        <label>Full name <input name="ship_name" required autocomplete="shipping name" maxlength="120" /></label>
        <label
          >Street address <input name="ship_line1" required autocomplete="shipping address-line1" maxlength="200"
        /></label>
        <label>City <input name="ship_city" required autocomplete="shipping address-level2" maxlength="120" /></label>
        <label>State or region <input name="ship_state" autocomplete="shipping address-level1" maxlength="60" /></label>
        <label
          >Postal code <input name="ship_postal" required autocomplete="shipping postal-code" maxlength="20"
        /></label>
        <label
          >Country
          <select name="ship_country" required autocomplete="shipping country">
            ${view.shippingCountries.map((code) => html`<option value="${code}">${countryName(code)}</option>`)}
          </select>
        </label>
      </fieldset>`
    : "";
  const lines = view.lines.length
    ? html`<ul class="lines">
        ${view.lines.map((l) => html`<li><span>${l.quantity} × ${l.name}</span><span>${dollars(l.amount)}</span></li>`)}
        ${view.shipping ? html`<li><span>Shipping</span><span>${dollars(view.shipping)}</span></li>` : ""}
      </ul>`
    : "";
  const body = view.complete
    ? html`<p>This purchase is complete.</p>`
    : html`<form method="post" action="/demo-checkout/${view.id}">
        <input type="hidden" name="session_id" value="${view.id}" />
        ${emailField} ${addressFields} ${error ? html`<p class="error" role="alert">${error}</p>` : ""}
        <button type="submit">Complete purchase</button>
      </form>`;
  return page(
    "Demo checkout - no payment taken",
    html`<p class="item">${view.itemName}</p>
      ${lines}
      <p class="amount">${price(view)}</p>
      <p class="muted">
        Stripe is not configured, so this built-in demo stands in for it. No card is asked for and nothing is charged;
        completing it fulfils the purchase through the same code as a real payment.
      </p>
      ${body}
      <p><a href="${view.cancelUrl}">Cancel and go back</a></p>`,
  );
}

function expired() {
  return page(
    "Demo checkout - no payment taken",
    html`<p>This demo checkout has expired. Please start again.</p>
      <p><a href="/membership">Back to membership</a></p>`,
  );
}

function page(title: string, content: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <title>${title} | Wildluxe</title>
        <style>
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        <main>
          <p class="brand">Wildluxe</p>
          <h1>${title}</h1>
          ${content}
        </main>
      </body>
    </html>`;
}

const STYLE = `
body{margin:0;font-family:system-ui,sans-serif;background:#f5f1ea;color:#1f2a24}
main{max-width:28rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08)}
.brand{font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:#2f5d46;margin:0}
h1{font-size:1.25rem;background:#fff4d6;border:1px solid #e8c76a;border-radius:8px;padding:.5rem .75rem}
.item{font-size:1.125rem;font-weight:600;margin-bottom:0}.amount{font-size:1.5rem;margin-top:.25rem}
.muted{color:#5b665f;font-size:.9rem}.error{color:#b42318}
label{display:block;margin:1rem 0;font-size:.9rem}fieldset{border:1px solid #e3e0d8;border-radius:8px;padding:.25rem .9rem}legend{font-weight:600;font-size:.9rem}
.lines{list-style:none;padding:0;margin:.5rem 0}.lines li{display:flex;justify-content:space-between;gap:1rem;font-size:.9rem;padding:.2rem 0}
input:not([type=hidden]),select{display:block;width:100%;box-sizing:border-box;margin-top:.25rem;padding:.6rem;border:1px solid #c9cfca;border-radius:6px;font-size:1rem}
button{width:100%;padding:.8rem;border:0;border-radius:8px;background:#2f5d46;color:#fff;font-size:1rem;cursor:pointer}
a{color:#2f5d46}`;
