import { createRequire } from "node:module";

/** What handing memory back did: the process's resident size before and after, in bytes. */
export type MemoryRelease = { rssBefore: number; rssAfter: number };

type Trim = (pad: number) => number;
let trim: Trim | null | undefined;

/** glibc's malloc_trim through koffi (an FFI package with prebuilt binaries); null on other C libraries. */
function loadTrim(): Trim | null {
  if (trim !== undefined) return trim;
  try {
    const koffi = createRequire(import.meta.url)("koffi") as typeof import("koffi");
    trim = koffi.load("libc.so.6").func("int malloc_trim(size_t pad)") as Trim;
  } catch {
    // Not glibc (musl, macOS), or no koffi build for this platform: nothing to hand back this way.
    trim = null;
  }
  return trim;
}

/**
 * Hands freed heap memory back to the system. Opening the embedded database makes V8 compile
 * PostgreSQL's WebAssembly in the background; its compiler frees ~120 MB of scratch memory that
 * glibc keeps resident for good, because free() only returns the top of a heap. malloc_trim(0)
 * returns every free page, wherever it sits (decision 020). Returns null where it is not available.
 */
export function releaseFreedMemory(): MemoryRelease | null {
  const call = loadTrim();
  if (!call) return null;
  const rssBefore = process.memoryUsage.rss();
  call(0);
  return { rssBefore, rssAfter: process.memoryUsage.rss() };
}
