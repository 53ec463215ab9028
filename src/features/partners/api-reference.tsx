import { useQuery } from "@tanstack/react-query";
import { LoadError } from "@/components/ui/state-message";
import { LoadingBlock } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { endpointsOf, type Endpoint, type OpenApiDoc } from "./openapi-view";

export const OPENAPI_URL = "/api/v1/openapi.json";

async function loadDoc(): Promise<OpenApiDoc> {
  const res = await fetch(OPENAPI_URL);
  if (!res.ok) throw new Error(`The API description answered ${res.status}.`);
  return (await res.json()) as OpenApiDoc;
}

/** The partner API reference, rendered from the same OpenAPI document the API serves. */
export function ApiReference() {
  // Read in the browser: the server's render shows the loading state rather than calling itself.
  const doc = useQuery({
    queryKey: ["partner-openapi"],
    queryFn: loadDoc,
    staleTime: 5 * 60_000,
    enabled: typeof window !== "undefined",
  });
  if (doc.isPending) return <LoadingBlock label="Loading the API reference" />;
  if (doc.isError) return <LoadError title="The API reference could not load." onRetry={() => void doc.refetch()} />;
  const endpoints = endpointsOf(doc.data);
  return (
    <div className="grid gap-8 lg:grid-cols-[14rem_1fr]">
      <nav aria-label="Endpoints" className="lg:sticky lg:top-24 lg:self-start">
        <ul className="space-y-1 text-sm">
          {endpoints.map((e) => (
            <li key={e.id}>
              <a href={`#${e.id}`} className="flex gap-2 rounded-lg px-2 py-1.5 text-forest-900 hover:bg-forest-50">
                <span className="font-mono text-xs font-semibold text-forest-600">{e.method}</span>
                <span className="truncate font-mono text-xs">{e.path}</span>
              </a>
            </li>
          ))}
          <li>
            <a
              href={OPENAPI_URL}
              className="block rounded-lg px-2 py-1.5 text-sand-800 underline-offset-2 hover:underline"
            >
              openapi.json (OpenAPI {`3.1`})
            </a>
          </li>
        </ul>
      </nav>
      <div className="min-w-0 space-y-6">
        {endpoints.map((e) => (
          <EndpointCard key={e.id} endpoint={e} />
        ))}
      </div>
    </div>
  );
}

function EndpointCard({ endpoint: e }: { endpoint: Endpoint }) {
  return (
    <article
      id={e.id}
      aria-labelledby={`${e.id}-title`}
      className="scroll-mt-24 rounded-2xl border border-forest-900/10 bg-white p-5 shadow-card sm:p-6"
    >
      <h3 id={`${e.id}-title`} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="rounded-md bg-forest-800 px-2 py-0.5 font-mono text-xs font-semibold text-white">
          {e.method}
        </span>
        <code className="break-all font-mono text-base text-forest-950">{e.path}</code>
        <span className="font-sans text-base text-muted">{e.summary}</span>
      </h3>
      {e.description ? <p className="mt-3 text-sm text-muted">{e.description}</p> : null}
      {e.parameters.length ? (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <caption className="sr-only">Parameters of {e.path}</caption>
            <thead className="text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  Parameter
                </th>
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  In
                </th>
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  Type
                </th>
                <th scope="col" className="py-1.5 font-semibold">
                  About
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-forest-900/5">
              {e.parameters.map((p) => (
                <tr key={p.name}>
                  <td className="py-1.5 pr-3 font-mono text-xs text-forest-950">
                    {p.name}
                    {p.required ? (
                      <span className="ml-1 text-red-700" title="required">
                        *
                      </span>
                    ) : null}
                  </td>
                  <td className="py-1.5 pr-3 text-muted">{p.where}</td>
                  <td className="py-1.5 pr-3 font-mono text-xs text-muted">{p.type}</td>
                  <td className="py-1.5 text-muted">{p.description ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <p className="mt-4 flex flex-wrap gap-2 text-xs">
        {e.responses.map((r) => (
          <span
            key={r.status}
            className={cn(
              "rounded-full px-2.5 py-1",
              r.status.startsWith("2") ? "bg-forest-50 text-forest-800" : "bg-sand-100 text-sand-900",
            )}
          >
            <strong>{r.status}</strong> {r.description}
          </span>
        ))}
      </p>
      <pre
        className="mt-4 overflow-x-auto rounded-xl bg-forest-950 p-4 text-xs leading-relaxed text-forest-50"
        aria-label={`curl example for ${e.method} ${e.path}`}
      >
        <code>{e.curl}</code>
      </pre>
    </article>
  );
}
