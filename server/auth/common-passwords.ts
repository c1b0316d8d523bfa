import { dictionary } from "@zxcvbn-ts/language-common";

// About 49,000 of the passwords seen most often in breaches (zxcvbn-ts's common list, MIT),
// shipped with the app so the check works offline (ASVS 6.2.4 / NIST 800-63B 5.1.1.2).
let common: Set<string> | undefined;

/** True when the password, ignoring case, is on the list of common and breached passwords. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"]);
  return common.has(password.toLowerCase());
}
