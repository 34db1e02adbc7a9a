import OpenAI, { APIError } from 'openai';
import { badAnswer, commonFailure, failureForStatus, parseRetryAfter } from './provider-error';
import { systemInstruction } from './prompts';
import type { RewriteProvider, RewriteTask, TextDestination } from './provider';

export interface OpenAiCompatibleOptions {
  /** Up to and including the version path: http://127.0.0.1:11434/v1, https://<resource>.openai.azure.com/openai/v1 */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** AI_PROVIDER_TRUSTED: the operator declared this server self-hosted on the clinic's machines (issue 21). */
  trusted?: boolean;
}

/** Local servers (Ollama, vLLM, llama.cpp) ignore the key, but the SDK refuses to start without one. */
const PLACEHOLDER_API_KEY = 'not-needed';

/** Any OpenAI-compatible server through `openai` 6.x: POST {baseUrl}/chat/completions. */
export class OpenAiCompatibleProvider implements RewriteProvider {
  readonly name = 'openai-compatible';
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiCompatibleOptions) {
    // maxRetries 0: resilience/ owns retries, within the deadline; the attempt signal bounds the time.
    this.client = new OpenAI({ baseURL: options.baseUrl, apiKey: options.apiKey ?? PLACEHOLDER_API_KEY, maxRetries: 0 });
  }

  get description(): string {
    return `${this.options.model} at ${new URL(this.options.baseUrl).host}${this.options.trusted ? ' (trusted, self-hosted)' : ''}`;
  }

  get destination(): TextDestination {
    return this.options.trusted ? 'trusted' : 'external';
  }

  async rewrite(task: RewriteTask, signal: AbortSignal): Promise<string> {
    try {
      const completion = await this.client.chat.completions.create(
        {
          model: this.options.model,
          messages: [
            { role: 'system', content: systemInstruction(task) },
            { role: 'user', content: task.content },
          ],
          temperature: 0.2,
        },
        { signal },
      );
      return answerText(completion);
    } catch (err) {
      // Connection errors are APIErrors too, without a status: commonFailure names them.
      if (err instanceof APIError && err.status !== undefined && !signal.aborted) {
        throw failureForStatus(err.status, parseRetryAfter(err.headers));
      }
      throw commonFailure(err, signal);
    }
  }
}

/**
 * The first choice's text. The SDK hands back a non-JSON body as a string and `{}` as it is, so
 * the shape is checked here; `length` (cut off) and `content_filter` finishes lose findings.
 */
function answerText(completion: unknown): string {
  const choices = (completion as { choices?: unknown } | null)?.choices;
  if (!Array.isArray(choices)) throw badAnswer(typeof completion === 'string' ? 'not JSON' : 'no choices');
  const choice = choices[0] as { finish_reason?: string | null; message?: { content?: unknown } } | undefined;
  if (!choice) throw badAnswer('no choices');
  if (choice.finish_reason && choice.finish_reason !== 'stop') throw badAnswer(`finish_reason ${choice.finish_reason}`);
  const content = choice.message?.content;
  if (typeof content !== 'string' || content.trim() === '') throw badAnswer('empty text');
  return content.trim();
}
