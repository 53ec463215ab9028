// The environment the built server runs in, for `npm start` and the benchmarks alike (decision 020).
// - MALLOC_ARENA_MAX: glibc gives each thread that allocates its own malloc arena, in 64 MB steps,
//   and keeps what they held: V8's compiler threads, which compile embedded PostgreSQL's
//   WebAssembly, left 100-150 MB resident that way. Two arenas cost no measurable throughput here.
//   A process cannot set this for itself (glibc reads it at start-up).
// - NODE_OPTIONS=--max-old-space-size=256: V8 otherwise lets garbage pile up to 150-200 MB of heap
//   under load, and the process past 400 MB (465-527 MB in bench:api); with the bound it peaked at 397 MB.
//   160 MB kept it at 363 MB but its extra full collections raised the signed-in render p95 from
//   ~40 to 54-77 ms (decision 020). The process cache holds at most 32 MB (server/lib/cache.ts).
//   Under this bound V8 lets the old generation grow at most 1.3x between full collections; the server
//   sets 2x for itself at start (server/lib/heap-growth.ts, decision 006 h-render5).
// A value the caller already set wins.
export const SERVER_HEAP_MB = 256;

export function serverEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: "2", NODE_OPTIONS: `--max-old-space-size=${SERVER_HEAP_MB}`, ...env };
}
