import type { Challenge } from "altcha-lib";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";

/** Does what the browser widget does: solve the server's ALTCHA challenge, encode the payload. */
export async function solveAltcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("could not solve the ALTCHA challenge");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
