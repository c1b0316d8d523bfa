export type Ack = (reply: unknown) => void;

/** A socket event's acknowledgement callback, or a no-op when the client sent none. */
export const ackOf = (ack: unknown): Ack => (typeof ack === "function" ? (ack as Ack) : () => {});
