import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";
import pLimit from "p-limit";

// argon2id with OWASP's first recommended configuration: 19 MiB of memory, 2 passes, 1 lane.
export const ARGON2_OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id: a const enum, so spelled as its value */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

// Hashing runs on worker threads, never on the event loop; at most one fewer than the CPUs run at
// once, so a burst of sign-ins leaves a core for every other request (bench/signin.ts).
const hashing = pLimit(Math.max(1, availableParallelism() - 1));

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashing(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

// Verifying against this when an account is missing keeps the response time the same as for a
// wrong password, so timing does not reveal which addresses have accounts.
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword("Lotus-dummy-password-1");
  await verifyPassword(await dummyHash, password);
}
