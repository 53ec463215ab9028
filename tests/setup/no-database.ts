import { vi } from "vitest";

// Unit tests run without the database setup. One that opens a database anyway fails here with
// what to do, instead of passing slowly or failing far from the cause.
const refuse = (): never => {
  throw new Error(
    "A unit test opened a database: name the file *.db.test.ts (or put it under tests/api/) so it runs in the database projects.",
  );
};

vi.mock("../../db/client", async (importOriginal) => ({ ...(await importOriginal<object>()), openDatabase: refuse }));
vi.mock("../helpers/db", () => ({ createTestDatabase: refuse }));
