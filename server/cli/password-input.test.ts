import { PassThrough, Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { promptHidden, promptNewPassword, readPipedPassword, type PasswordSource } from "./password-input";

/** A terminal as the prompt sees it: keys arrive as typed, and raw mode (no echo) is switched on and off. */
function terminal() {
  const input = Object.assign(new PassThrough(), { isTTY: true, rawModes: [] as boolean[] });
  (input as PasswordSource).setRawMode = (raw: boolean) => input.rawModes.push(raw);
  let shown = "";
  return { input, output: { write: (text: string) => (shown += text) }, shown: () => shown };
}

/** Waits for a state the prompt reaches after its input is read (a turn of the event loop at a time). */
async function until(reached: () => boolean) {
  while (!reached()) await new Promise((resolve) => setImmediate(resolve));
}

describe("a password on standard input", () => {
  it("is everything piped in, less the line ending echo adds", async () => {
    expect(await readPipedPassword(Readable.from(["  pass word 9\n"]))).toBe("  pass word 9");
    expect(await readPipedPassword(Readable.from(["from-windows\r\n"]))).toBe("from-windows");
    expect(await readPipedPassword(Readable.from([Buffer.from("no-newline")]))).toBe("no-newline");
  });

  it("refuses a stream far longer than any password", async () => {
    await expect(readPipedPassword(Readable.from(["x".repeat(70_000)]))).rejects.toThrow("too long");
  });
});

describe("a password typed at a terminal", () => {
  it("is read with echo off: the screen shows the question, never the keys; backspace erases", async () => {
    const tty = terminal();
    const typed = promptHidden("Password: ", tty.input, tty.output);
    tty.input.write("hunter22x\u007f\r");
    expect(await typed).toBe("hunter22");
    expect(tty.shown()).toBe("Password: \n");
    expect(tty.input.rawModes).toEqual([true, false]);
  });

  it("is asked twice, and two different entries are refused", async () => {
    const same = terminal();
    const asked = promptNewPassword(same.input, same.output);
    same.input.write("cedar-lodge-7\r");
    await until(() => same.shown().includes("Password again: "));
    same.input.write("cedar-lodge-7\r");
    expect(await asked).toBe("cedar-lodge-7");
    expect(same.shown()).toBe("Password: \nPassword again: \n");

    // Both lines at once, as a paste: the second is the second prompt's.
    const differ = terminal();
    const refused = promptNewPassword(differ.input, differ.output);
    differ.input.write("cedar-lodge-7\rcedar-lodge-8\r");
    await expect(refused).rejects.toThrow("The two passwords differ.");
  });

  it("is canceled by Ctrl-C, and the terminal is given back", async () => {
    const tty = terminal();
    const typed = promptHidden("Password: ", tty.input, tty.output);
    tty.input.write("half\u0003");
    await expect(typed).rejects.toThrow("Canceled.");
    expect(tty.input.rawModes).toEqual([true, false]);
  });
});
