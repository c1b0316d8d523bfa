/** 'Just now' under a minute, 'Nm ago', 'Nh ago', then 'Nd ago'; 'Recently' for a missing or bad date. */
export function relativeTime(iso: string | null | undefined, now = Date.now()): string {
  const t = iso ? Date.parse(iso) : Number.NaN;
  if (!Number.isFinite(t)) return "Recently";
  const s = Math.max(0, Math.floor((now - t) / 1000));
  if (s < 60) return "Just now";
  if (s < 3600) return `${Math.floor(s / 60)}m ago`;
  if (s < 86_400) return `${Math.floor(s / 3600)}h ago`;
  return `${Math.floor(s / 86_400)}d ago`;
}

/** The bell's badge: the count, '9+' above 9 on the desktop bell, '99+' above 99 on mobile. */
export function badge(count: number, mobile: boolean): string {
  const cap = mobile ? 99 : 9;
  return count > cap ? `${cap}+` : String(count);
}
