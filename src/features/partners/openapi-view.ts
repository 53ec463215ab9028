/** The parts of an OpenAPI 3.1 document the reference page reads. */
export type OpenApiDoc = {
  info: { title: string; version: string; description?: string };
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
};

type Parameter = {
  name: string;
  in: "query" | "path";
  required?: boolean;
  description?: string;
  schema?: {
    type?: string;
    example?: unknown;
    enum?: unknown[];
    default?: unknown;
    minimum?: number;
    maximum?: number;
  };
};
type Operation = {
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  responses: Record<string, { description: string }>;
};

export type Endpoint = {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string | null;
  parameters: Array<{
    name: string;
    where: "query" | "path";
    required: boolean;
    type: string;
    description: string | null;
  }>;
  responses: Array<{ status: string; description: string }>;
  curl: string;
};

function typeOf(p: Parameter): string {
  const s = p.schema ?? {};
  if (s.enum) return s.enum.join(" | ");
  const range = s.minimum !== undefined && s.maximum !== undefined ? ` (${s.minimum}-${s.maximum})` : "";
  return `${s.type ?? "string"}${range}`;
}

/** An example JSON body per writing method, for the reference's curl lines. */
const EXAMPLE_BODY: Record<string, string> = { PATCH: '{"name": "Cedar Hollow Cabin"}' };

/**
 * An example call: path parameters filled with their examples, required query parameters with theirs, a body for a
 * write.
 */
export function curlExample(base: string, method: string, path: string, parameters: Parameter[]): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    String(parameters.find((p) => p.name === name)?.schema?.example ?? name),
  );
  const query = parameters
    .filter((p) => p.in === "query" && (p.required || p.name === "limit"))
    .map(
      (p) =>
        `${p.name}=${encodeURIComponent(String(p.schema?.example ?? (p.name === "limit" ? 2 : p.name === "q" ? "treehouse" : "")))}`,
    );
  const url = `${base}${filled}${query.length ? `?${query.join("&")}` : ""}`;
  const verb = method.toUpperCase();
  const write = verb === "GET" ? "" : ` -X ${verb}`;
  const body = EXAMPLE_BODY[verb] ? ` \\\n  -H "Content-Type: application/json" \\\n  -d '${EXAMPLE_BODY[verb]}'` : "";
  return `curl${write} "${url}" \\\n  -H "Authorization: Bearer $WILDLUXE_KEY"${body}`;
}

/** The document's endpoints in its own order, ready to show. */
export function endpointsOf(doc: OpenApiDoc): Endpoint[] {
  const base = doc.servers?.[0]?.url ?? "/api/v1";
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const parameters = op.parameters ?? [];
      return {
        id: `${method}-${path}`
          .replace(/[^a-z0-9]+/gi, "-")
          .replace(/-+$/, "")
          .toLowerCase(),
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? path,
        description: op.description ?? null,
        parameters: parameters.map((p) => ({
          name: p.name,
          where: p.in,
          required: Boolean(p.required),
          type: typeOf(p),
          description: p.description ?? null,
        })),
        responses: Object.entries(op.responses).map(([status, r]) => ({ status, description: r.description })),
        curl: curlExample(base, method, path, parameters),
      };
    }),
  );
}
