import { describe, expect, it } from "vitest";
import { createToastStore, TOAST_REMOVE_DELAY_MS } from "./toast-store";

describe("toast store", () => {
  it("shows one toast at a time, newest first", () => {
    const store = createToastStore();
    store.toast({ title: "First" });
    store.toast({ title: "Second", variant: "destructive" });
    expect(store.getSnapshot().map((t) => t.title)).toEqual(["Second"]);
  });

  it("closes on dismiss and removes after the removal delay", () => {
    const scheduled: [() => void, number][] = [];
    const store = createToastStore((fn, ms) => scheduled.push([fn, ms]));
    const id = store.toast({ title: "Saved" });
    store.dismiss(id);
    expect(store.getSnapshot()[0]?.open).toBe(false);
    expect(scheduled[0]?.[1]).toBe(TOAST_REMOVE_DELAY_MS);
    scheduled[0]?.[0]();
    expect(store.getSnapshot()).toEqual([]);
  });

  it("notifies subscribers and refuses a blank title", () => {
    const store = createToastStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.toast({ title: "Hello" });
    unsubscribe();
    store.toast({ title: "Again" });
    expect(calls).toBe(1);
    expect(() => store.toast({ title: "  " })).toThrow(/non-empty/);
  });
});
