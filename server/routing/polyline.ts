// Google's encoded polyline (precision 1e5), as documented in "Encoded Polyline Algorithm Format":
// each coordinate is a zig-zag varint of 5-bit chunks offset by 63, latitudes and longitudes
// alternating, each a difference from the one before.

/** The path as [lng, lat] pairs (GeoJSON's order, as the other providers give it); null if corrupt. */
export function decodePolyline(encoded: string): [number, number][] | null {
  const out: [number, number][] = [];
  let i = 0;
  let lat = 0;
  let lng = 0;
  const next = (): number | null => {
    let result = 0;
    let shift = 0;
    for (;;) {
      if (i >= encoded.length) return null;
      const b = encoded.charCodeAt(i++) - 63;
      if (b < 0 || b > 63) return null;
      result |= (b & 0x1f) << shift;
      shift += 5;
      if (b < 0x20) break;
      if (shift > 30) return null;
    }
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (i < encoded.length) {
    const dLat = next();
    const dLng = next();
    if (dLat === null || dLng === null) return null;
    lat += dLat;
    lng += dLng;
    out.push([lng / 1e5, lat / 1e5]);
  }
  return out;
}

/** At most `max` points, evenly kept with both ends: a map needs the shape, not every vertex. */
export function thin(path: [number, number][], max = 400): [number, number][] {
  if (path.length <= max) return path;
  const stride = (path.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, k) => path[Math.round(k * stride)] as [number, number]);
}
