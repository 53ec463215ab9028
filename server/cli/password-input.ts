/**
 * Reading a password without it ever being a command-line argument (which `ps` and shell history
 * show): from standard input when piped, or typed at a prompt with no echo.
 */

/** Standard input as the reader needs it: a terminal has `isTTY` and `setRawMode`. */
export type PasswordSource = NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };
type Output = { write: (text: string) => unknown };

const MAX_PIPED_BYTES = 64 * 1024;

/** All of standard input, less one line ending at its end (as `echo` adds). */
export async function readPipedPassword(input: NodeJS.ReadableStream): Promise<string> {
  let text = "";
  for await (const chunk of input) {
    text += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    if (text.length > MAX_PIPED_BYTES) throw new Error("The password on standard input is too long.");
  }
  return text.replace(/\r?\n$/, "");
}

const ENTER = new Set(["\r", "\n", "\u0004"]);
const ERASE = new Set(["\u007f", "\b"]);
const CANCEL = "\u0003";

/** Asks for a line at a terminal with echo off: backspace erases, Ctrl-C cancels, Enter (or Ctrl-D) ends it. */
export function promptHidden(question: string, input: PasswordSource, output: Output): Promise<string> {
  output.write(question);
  input.setRawMode?.(true);
  input.setEncoding("utf8");
  input.resume();
  return new Promise<string>((resolve, reject) => {
    let typed = "";
    const finish = (error?: Error) => {
      input.removeListener("data", onData);
      input.setRawMode?.(false);
      input.pause();
      output.write("\n");
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      const keys = [...chunk];
      for (const [at, key] of keys.entries()) {
        if (key === CANCEL) return finish(new Error("Canceled."));
        if (ENTER.has(key)) {
          finish();
          // Keys typed (or pasted) past Enter are the next prompt's.
          const rest = keys.slice(at + 1).join("");
          if (rest) input.unshift(rest);
          return;
        }
        typed = ERASE.has(key) ? typed.slice(0, -1) : typed + key;
      }
    };
    input.on("data", onData);
  });
}

/** At a terminal the password is typed twice, so a typo cannot set a password nobody knows. */
export async function promptNewPassword(input: PasswordSource, output: Output): Promise<string> {
  const first = await promptHidden("Password: ", input, output);
  const again = await promptHidden("Password again: ", input, output);
  if (first !== again) throw new Error("The two passwords differ.");
  return first;
}
