import type { Stop } from "./map-stops";

// The map's markers as plain DOM (MapLibre positions them by their element's transform, so what
// grows when selected is the inner disc, never the element itself). Numbered pins are buttons:
// reachable by Tab, named for the item, and a click opens it. Stays, airports and stations are
// marks beside them, named by their title (the list beside the map says the same in words).

const kindWord: Record<Stop["kind"], string> = {
  place: "",
  stay: " (stay)",
  airport: " (flight)",
  station: " (train)",
  town: "",
};

/**
 * A pin; with no `onPick` it is a picture (role img), not a button that does nothing. `second`:
 * a day of the second round of colours (days 9 to 16), ringed in dark instead of white.
 */
export function stopMarker(stop: Stop, colour: string, onPick: (() => void) | null, second = false): HTMLElement {
  const button = document.createElement(onPick ? "button" : "span");
  if (button instanceof HTMLButtonElement) button.type = "button";
  else button.setAttribute("role", "img");
  button.className = `trip-pin group block rounded-full focus-visible:outline-none${onPick ? " cursor-pointer" : ""}`;
  button.dataset.stopId = stop.id;
  button.dataset.day = String(stop.day + 1);
  button.setAttribute(
    "aria-label",
    stop.label ?? `Day ${stop.day + 1}, stop ${stop.n}: ${stop.title}${kindWord[stop.kind]}`,
  );
  if (onPick) button.setAttribute("aria-pressed", "false");
  const disc = document.createElement("span");
  disc.className = `flex size-7 items-center justify-center rounded-full border-2 ${second ? "border-slate-900 outline outline-2 outline-white" : "border-white"} text-xs font-bold text-white shadow-md transition-transform group-focus-visible:ring-4 group-focus-visible:ring-slate-900 group-data-[selected=true]:scale-125 group-data-[selected=true]:ring-4 group-data-[selected=true]:ring-amber-400`;
  disc.style.backgroundColor = colour;
  disc.textContent = String(stop.n);
  button.append(disc);
  if (onPick)
    button.addEventListener("click", (e) => {
      e.stopPropagation();
      onPick();
    });
  return button;
}

const icons = {
  // lucide's bed, plane and train-front, inlined: the markers are built outside React.
  stay: '<path d="M2 4v16"/><path d="M2 8h18a2 2 0 0 1 2 2v10"/><path d="M2 17h20"/><path d="M6 8v9"/>',
  airport:
    '<path d="M17.8 19.2 16 11l3.5-3.5C21 6 21.5 4 21 3c-1-.5-3 0-4.5 1.5L13 8 4.8 6.2c-.5-.1-.9.1-1.1.5l-.3.5c-.2.5-.1 1 .3 1.3L9 12l-2 3H4l-1 1 3 2 2 3 1-1v-3l3-2 3.5 5.3c.3.4.8.5 1.3.3l.5-.2c.4-.3.6-.7.5-1.2z"/>',
  station:
    '<path d="M8 3.1V7a4 4 0 0 0 8 0V3.1"/><path d="m9 15-1-1"/><path d="m15 15 1-1"/><path d="M9 19c-2.8 0-5-2.2-5-5v-4a8 8 0 0 1 16 0v4c0 2.8-2.2 5-5 5Z"/><path d="m8 19-2 3"/><path d="m16 19 2 3"/>',
};

function mark(kind: keyof typeof icons, title: string, ring: string): HTMLDivElement {
  const el = document.createElement("div");
  el.className = `trip-mark flex size-6 items-center justify-center rounded-md border bg-white shadow ${ring}`;
  el.dataset.mark = kind;
  el.title = title;
  el.setAttribute("aria-hidden", "true");
  el.innerHTML = `<svg xmlns="http://www.w3.org/2000/svg" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${icons[kind]}</svg>`;
  return el;
}

export const stayMarker = (town: string) => mark("stay", `Staying in ${town}`, "border-lotus-600 text-lotus-700");
export const hubMarker = (kind: "airport" | "station", name: string) =>
  mark(kind, kind === "airport" ? `Airport ${name}` : `Station ${name}`, "border-slate-500 text-slate-700");
