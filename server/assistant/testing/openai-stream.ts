// One server-sent event of OpenAI's Chat Completions stream (`chat.completion.chunk`), as the
// local model servers of the tests write them.
export function completionChunk(delta: object, finish: string | null = null, model = "gpt-test"): string {
  return `data: ${JSON.stringify({
    id: "chatcmpl-test",
    object: "chat.completion.chunk",
    created: 1_790_000_000,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;
}
