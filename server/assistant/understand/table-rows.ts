// A trip pasted as a table (markdown or from a spreadsheet):
//   | city | nights |
//   | Tokyo | 5 |
// read as the sentence a traveller would write: "Tokyo 5 nights, Hakone 1 nights, ...". Other
// lines of the message are kept as they are.

const row = /^\s*\|(.+)\|\s*$/;
const rule = /^\s*\|?[\s:|-]+\|?\s*$/;
const unitWord = /^(nights?|nts?|days?|noches|nuits|n[aä]chte|notti)$/i;

export function tableAsText(message: string): string {
  const lines = message.split("\n");
  if (lines.filter((l) => row.test(l)).length < 2) return message;
  let unit: string | undefined;
  let unitAt = -1;
  const out: string[] = [];
  const items: string[] = [];
  const flush = () => {
    if (items.length) out.push(`${items.join(", ")}.`);
    items.length = 0;
  };
  for (const line of lines) {
    const m = row.exec(line);
    if (!m) {
      if (!rule.test(line) || !line.includes("-")) {
        flush();
        out.push(line);
      }
      continue;
    }
    const cells = (m[1] ?? "").split("|").map((c) => c.trim());
    const headerUnit = cells.findIndex((c) => unitWord.test(c));
    if (headerUnit >= 0 && !unit) {
      unit = (cells[headerUnit] ?? "nights").toLowerCase();
      unitAt = headerUnit;
      continue;
    }
    if (!cells.some((c) => /\p{L}/u.test(c))) continue;
    items.push(
      cells
        .map((c, i) => (i === unitAt && /^\d{1,2}$/.test(c) ? `${c} ${unit}` : c))
        .filter(Boolean)
        .join(" "),
    );
  }
  flush();
  return out.join("\n");
}
