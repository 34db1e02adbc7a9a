import { ApiError, GoogleGenAI, type Fetch, type GenerateContentResponse } from '@google/genai';
import { badAnswer, commonFailure, failureForStatus, parseRetryAfter } from './provider-error';
import { systemInstruction } from './prompts';
import type { RewriteProvider, RewriteTask, TextDestination } from './provider';

export interface GeminiOptions {
  apiKey: string;
  model: string;
  /** Tests point the SDK at a local fake speaking the REST shape. */
  baseUrl?: string;
}

/** Gemini through `@google/genai` 2.x: POST {baseUrl}/v1beta/models/{model}:generateContent. */
export class GeminiProvider implements RewriteProvider {
  readonly name = 'gemini';
  /** Google's servers: never trusted, whatever the configuration (issue 21). */
  readonly destination: TextDestination = 'external';
  private readonly client: GoogleGenAI;

  constructor(private readonly options: GeminiOptions) {
    // vertexai: false so a stray GOOGLE_GENAI_USE_VERTEXAI in the environment cannot reroute clinical text.
    this.client = new GoogleGenAI({
      apiKey: options.apiKey,
      vertexai: false,
      httpOptions: options.baseUrl ? { baseUrl: options.baseUrl } : undefined,
    });
  }

  get description(): string {
    return this.options.model;
  }

  async rewrite(task: RewriteTask, signal: AbortSignal): Promise<string> {
    let retryAfterMs: number | undefined;
    // The SDK's ApiError keeps the status but drops the headers: read Retry-After on the way through.
    const fetchNotingRetryAfter: Fetch = async (input, init) => {
      const response = await fetch(input, init);
      retryAfterMs = parseRetryAfter(response.headers);
      return response;
    };
    try {
      const response = await this.client.models.generateContent({
        model: this.options.model,
        contents: task.content,
        // No SDK retries (none without retryOptions): resilience/ owns them, within the deadline.
        config: {
          systemInstruction: systemInstruction(task),
          temperature: 0.2,
          abortSignal: signal,
          httpOptions: { fetch: fetchNotingRetryAfter },
        },
      });
      return answerText(response);
    } catch (err) {
      if (err instanceof ApiError && !signal.aborted) throw failureForStatus(err.status, retryAfterMs ?? retryInfoDelayMs(err.message));
      throw commonFailure(err, signal);
    }
  }
}

/**
 * The text of the first candidate. A missing candidate (blocked prompt), a finish other than STOP
 * (MAX_TOKENS would cut findings off, SAFETY/RECITATION leave none) or blank text is an error,
 * never an empty success.
 */
function answerText(response: GenerateContentResponse): string {
  const candidate = response.candidates?.[0];
  if (!candidate)
    throw badAnswer(response.promptFeedback?.blockReason ? `prompt blocked (${response.promptFeedback.blockReason})` : 'no candidates');
  if (candidate.finishReason && candidate.finishReason !== 'STOP') throw badAnswer(`finishReason ${candidate.finishReason}`);
  // Parts marked `thought` are the model's reasoning, not the answer.
  const text = (candidate.content?.parts ?? [])
    .filter((part) => !part.thought && typeof part.text === 'string')
    .map((part) => part.text)
    .join('')
    .trim();
  if (text === '') throw badAnswer('empty text');
  return text;
}

/**
 * Gemini states how long to wait in the 429 body (google.rpc.RetryInfo `retryDelay: "27s"`) rather
 * than in a header; the SDK puts that body into the error message.
 */
function retryInfoDelayMs(message: string): number | undefined {
  try {
    const details =
      (JSON.parse(message) as { error?: { details?: Array<{ '@type'?: string; retryDelay?: string }> } }).error?.details ?? [];
    const delay = details.find((detail) => detail['@type']?.endsWith('google.rpc.RetryInfo'))?.retryDelay;
    const seconds = /^(\d+(?:\.\d+)?)s$/u.exec(delay ?? '')?.[1];
    return seconds === undefined ? undefined : Number(seconds) * 1000;
  } catch {
    return undefined;
  }
}
