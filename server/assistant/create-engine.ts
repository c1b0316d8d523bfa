import type { Config } from "../config";
import type { Engine } from "./engine";
import { languageModel, llmEngine } from "./llm-engine";
import { offlineEngine } from "./offline-engine";

/** The engine the configuration asks for: a language model when LLM_PROVIDER is set, else offline. */
export function createEngine(config: Config): Engine {
  return config.llm.provider === "offline"
    ? offlineEngine()
    : llmEngine(languageModel(config.llm), { timeoutMs: config.llm.timeoutMs });
}
