#!/usr/bin/env python3
"""CPU of a command and of every process it starts, orphans included (decision 021).

    python3 scripts/cpu-of.py [--nice N] TAG COMMAND [ARGS...]

/usr/bin/time counts only children that are waited for. The browser tests' Chromium outlives its vitest worker
(isolate: false, one browser per worker), is re-parented to init and reaped there, so /usr/bin/time missed most of
the e2e part's CPU. This runs COMMAND as a child subreaper (prctl PR_SET_CHILD_SUBREAPER): orphaned descendants are
re-parented to it and reaped here, and their CPU is counted. Prints one line to stderr, exits with COMMAND's status.
`TEST_CPU=1 npm test` runs each step of the suite through it.
"""
import ctypes
import os
import subprocess
import sys
import time

PR_SET_CHILD_SUBREAPER = 36


def main() -> int:
    args = sys.argv[1:]
    nice = 0
    if args[:1] == ["--nice"]:
        nice, args = int(args[1]), args[2:]
    if len(args) < 2:
        sys.stderr.write(__doc__)
        return 2
    tag, command = args[0], args[1:]
    if ctypes.CDLL("libc.so.6", use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_CHILD_SUBREAPER) failed")
    load = lambda: open("/proc/loadavg").read().split()[0]
    load_before, started = load(), time.time()
    child = subprocess.Popen(command, preexec_fn=(lambda: os.nice(nice)) if nice else None)
    status = 1
    while True:
        try:
            pid, wait_status = os.wait()
        except ChildProcessError:
            break
        if pid == child.pid:
            status = os.waitstatus_to_exitcode(wait_status)
    t = os.times()
    sys.stderr.write(
        f"CPU {tag}: user {t.children_user:.1f} s, sys {t.children_system:.1f} s, total {t.children_user + t.children_system:.1f} s;"
        f" wall {time.time() - started:.0f} s; load {load_before} -> {load()}\n"
    )
    return status


if __name__ == "__main__":
    sys.exit(main())
