import { parseArgs } from "node:util";
import { z } from "zod";
import { prepareDatabase } from "../boot";
import { env as readEnv } from "../env";
import { createLogger } from "../lib/logger";
import { ensureAdmin } from "../services/accounts/accounts";

const usage = "Usage: wildluxe admin create --email EMAIL --password PASSWORD";

const args = z.object({
  email: z.email("--email must be an email address"),
  password: z.string().min(8, "--password must be at least 8 characters"),
});

/** `admin create`: creates the admin account, or resets its password when it exists. */
export async function adminCommand(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: "string" }, password: { type: "string" } },
  });
  if (positionals[0] !== "create") throw new Error(usage);
  const parsed = args.safeParse(values);
  if (!parsed.success) throw new Error(`${parsed.error.issues[0]!.message}\n${usage}`);
  const database = await prepareDatabase(readEnv(), createLogger("warn"));
  try {
    const result = await ensureAdmin(database.db, parsed.data.email, parsed.data.password);
    console.log(result.created ? `Created admin ${parsed.data.email}.` : `Updated admin ${parsed.data.email}.`);
  } finally {
    await database.close();
  }
}
