import { parseArgs } from "node:util";
import { z } from "zod";
import { prepareDatabase } from "../boot";
import { env as readEnv } from "../env";
import { createLogger } from "../lib/logger";
import { ensureAdmin } from "../services/accounts/accounts";
import { promptNewPassword, readPipedPassword, type PasswordSource } from "./password-input";

const usage = `Usage: wildluxe admin create --email EMAIL [--password-stdin]
  The password comes from standard input with --password-stdin
  (echo "$PW" | wildluxe admin create --email E --password-stdin), or is asked for twice, with no echo,
  at a terminal.`;

/** A password given as an argument would show in `ps` and shell history to anyone on the machine. */
const PASSWORD_ARGUMENT_REFUSED = `--password is not accepted: a password on the command line shows in ps and shell
history. Pipe it in with --password-stdin, or run the command at a terminal to be asked for it.`;

const args = z.object({ email: z.email("--email must be an email address") });
const password = z.string().min(8, "The password must be at least 8 characters.");

export type AdminCommandIo = {
  stdin: PasswordSource;
  /** Where the prompt goes (standard error, so standard output keeps only the result). */
  prompt: { write: (text: string) => unknown };
  /** Creates or updates the account; by default on the database the environment names. */
  ensure?: (email: string, password: string) => Promise<{ created: boolean }>;
};

const defaultIo: AdminCommandIo = { stdin: process.stdin, prompt: process.stderr };

/** `admin create`: creates the admin account, or resets its password when it exists. */
export async function adminCommand(argv: string[], io: AdminCommandIo = defaultIo) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    // --password is read only to be refused with a message (strict parsing would call it unknown).
    options: { email: { type: "string" }, password: { type: "string" }, "password-stdin": { type: "boolean" } },
  });
  if (positionals[0] !== "create") throw new Error(usage);
  if (values.password !== undefined) throw new Error(PASSWORD_ARGUMENT_REFUSED);
  const parsed = args.safeParse(values);
  if (!parsed.success) throw new Error(`${parsed.error.issues[0]!.message}\n${usage}`);
  const secret = password.safeParse(await readPassword(values["password-stdin"] === true, io));
  if (!secret.success) throw new Error(secret.error.issues[0]!.message);
  const result = await (io.ensure ?? ensureOnConfiguredDatabase)(parsed.data.email, secret.data);
  console.log(result.created ? `Created admin ${parsed.data.email}.` : `Updated admin ${parsed.data.email}.`);
}

function readPassword(fromStdin: boolean, io: AdminCommandIo): Promise<string> {
  if (fromStdin) return readPipedPassword(io.stdin);
  if (io.stdin.isTTY) return promptNewPassword(io.stdin, io.prompt);
  throw new Error(`Standard input is not a terminal: pipe the password in with --password-stdin.\n${usage}`);
}

async function ensureOnConfiguredDatabase(email: string, secret: string) {
  const database = await prepareDatabase(readEnv(), createLogger("warn"));
  try {
    return await ensureAdmin(database.db, email, secret);
  } finally {
    await database.close();
  }
}
