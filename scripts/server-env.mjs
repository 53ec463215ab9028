// The environment the built server runs in, for `npm start` and the benchmarks alike (decision 020).
// - MALLOC_ARENA_MAX: glibc gives each thread that allocates its own malloc arena, in 64 MB steps,
//   and keeps what they held: V8's compiler threads, which compile embedded PostgreSQL's
//   WebAssembly, left 100-150 MB resident that way. Two arenas cost no measurable throughput here.
//   A process cannot set this for itself (glibc reads it at start-up).
// - NODE_OPTIONS=--max-old-space-size=160: V8 otherwise lets garbage pile up to 150-200 MB of heap
//   under load, and the process past 400 MB; with the bound its heap in use stays at 60-80 MB and the
//   process cache holds at most 32 MB (server/lib/cache.ts), so the bound leaves room for both.
// A value the caller already set wins.
export const SERVER_HEAP_MB = 160;

export function serverEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: "2", NODE_OPTIONS: `--max-old-space-size=${SERVER_HEAP_MB}`, ...env };
}
