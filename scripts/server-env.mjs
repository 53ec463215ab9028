// The environment the built server runs in, for `npm start` and the benchmarks alike (decision 020).
// glibc gives each thread that allocates its own malloc arena, in 64 MB steps, and keeps what they
// held: V8's compiler threads, which compile embedded PostgreSQL's WebAssembly, left 100-150 MB
// resident that way. Two arenas cost no measurable throughput here. A process cannot set this
// for itself (glibc reads it at start-up), so whatever launches the server sets it; a value the
// caller already set wins.
export function serverEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: "2", ...env };
}
