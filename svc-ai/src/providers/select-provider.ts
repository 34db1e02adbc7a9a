import { Logger } from '@nestjs/common';
import type { AiConfig } from '../config';
import { GeminiProvider } from './gemini.provider';
import { OfflineProvider } from './offline.provider';
import { OpenAiCompatibleProvider } from './openai-compatible.provider';
import type { RewriteProvider } from './provider';

/**
 * The provider the configuration names. AI_BASE_URL wins over GEMINI_API_KEY: pointing svc-ai at
 * an OpenAI-compatible server is the deliberate choice of keeping text on machines the clinic
 * controls, and a Gemini key left over in the environment must not quietly send it to Google.
 * Neither set: the offline rewrite.
 */
export function selectProvider(config: AiConfig): RewriteProvider {
  const provider =
    config.AI_BASE_URL && config.AI_MODEL
      ? new OpenAiCompatibleProvider({
          baseUrl: config.AI_BASE_URL,
          model: config.AI_MODEL,
          apiKey: config.AI_API_KEY,
          trusted: config.AI_PROVIDER_TRUSTED,
        })
      : config.GEMINI_API_KEY
        ? new GeminiProvider({ apiKey: config.GEMINI_API_KEY, model: config.GEMINI_MODEL, baseUrl: config.GEMINI_BASE_URL })
        : new OfflineProvider();
  const logger = new Logger('svc-ai');
  logger.log(`AI provider: ${provider.name} (${provider.description})`);
  if (config.AI_BASE_URL && config.GEMINI_API_KEY)
    logger.warn('Both AI_BASE_URL and GEMINI_API_KEY are set: using AI_BASE_URL, GEMINI_API_KEY is ignored');
  return provider;
}
