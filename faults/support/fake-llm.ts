import { createServer, type Server } from "node:http";
import { completionChunk } from "../../server/assistant/testing/openai-stream";

// A model server speaking OpenAI's Chat Completions streaming protocol (server-sent
// `chat.completion.chunk` events, `finish_reason`, `data: [DONE]`), with the faults a real one
// shows: a slow stream, no answer at all, and a garbage answer.

export type LlmMode = "slow" | "fast" | "hang" | "garbage";

const chunk = (delta: object, finish: string | null = null) => completionChunk(delta, finish, "fault-model");

export async function startFakeLlm(): Promise<{ baseUrl: string; mode: LlmMode; close(): Promise<void> }> {
  const state = { mode: "fast" as LlmMode };
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on("end", async () => {
      if (state.mode === "hang") return; // accepts the request and never answers
      if (state.mode === "garbage") {
        res.writeHead(200, { "content-type": "text/event-stream" });
        return res.end("data: {not json at all\n\ndata: <html>502 Bad Gateway</html>\n\n");
      }
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      res.write(chunk({ role: "assistant", content: "" }));
      const words =
        "Lisbon in spring is lovely: trams, tiles, custard tarts and long light evenings by the river.".split(" ");
      for (const word of words) {
        if (res.destroyed) return;
        res.write(chunk({ content: `${word} ` }));
        if (state.mode === "slow") await new Promise((resolve) => setTimeout(resolve, 150));
      }
      res.write(chunk({}, "stop"));
      res.end("data: [DONE]\n\n");
    });
  });
  // A hung request must not keep close() waiting.
  const sockets = new Set<import("node:net").Socket>();
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get mode() {
      return state.mode;
    },
    set mode(m: LlmMode) {
      state.mode = m;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
